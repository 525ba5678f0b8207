import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  BalanceWidget,
  MemberAvatar,
  UserIcon,
  paths,
  useSessionStore,
  useDeposit,
} from '@lobby/shared';

/** Top of the side menu: who is here, their balance and money buttons, or login/register. */
export function SideMenuProfile({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const deposit = useDeposit();
  const session = useSessionStore((state) => state.session);
  const member = useSessionStore((state) => state.member);
  const go = (path: string) => {
    onNavigate();
    navigate(path);
  };

  if (!session) {
    return (
      <section className="host-profile">
        <div className="host-profile__who">
          <span className="host-profile__avatar">
            <UserIcon />
          </span>
          <div>
            <p className="host-profile__name">{t('sideMenu.guestName')}</p>
            <p className="host-profile__hint">{t('sideMenu.guestHint')}</p>
          </div>
        </div>
        <div className="host-profile__actions">
          <button type="button" className="lb-btn lb-btn--ghost" onClick={() => go(paths.login)}>
            {t('header.login')}
          </button>
          <button
            type="button"
            className="lb-btn lb-btn--primary"
            onClick={() => go(paths.register)}
          >
            {t('header.register')}
          </button>
        </div>
      </section>
    );
  }

  const displayName = member?.nickname || member?.account || session.userName;
  const clubLabel = member?.clubLabel?.labelName;
  return (
    <section className="host-profile">
      <div className="host-profile__who">
        {/* The member's picture, or the figure the menu has always shown. */}
        <MemberAvatar
          className="host-profile__avatar"
          name={displayName}
          iconUrl={member?.iconUrl}
          fallback={<UserIcon />}
        />
        <div>
          <p className="host-profile__name">{displayName}</p>
          {clubLabel ? <span className="host-profile__club">{clubLabel}</span> : null}
        </div>
      </div>
      <BalanceWidget className="host-profile__balance" />
      <div className="host-profile__actions">
        <button type="button" className="lb-btn lb-btn--soft" onClick={() => go(paths.withdraw)}>
          {t('sideMenu.withdraw')}
        </button>
        <button
          type="button"
          className="lb-btn lb-btn--primary"
          onClick={() => {
            onNavigate();
            deposit();
          }}
        >
          {t('sideMenu.deposit')}
        </button>
      </div>
    </section>
  );
}
