import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  ChevronRightIcon,
  LogoutIcon,
  Modal,
  isAgentType,
  useLogout,
  useSessionStore,
  useSystemStatusStore,
  type WhitelabelKey,
  useDeposit,
} from '@lobby/shared';
import { LanguageRow } from './LanguageRow';
import { SideMenuProfile } from './SideMenuProfile';
import { ThemeRow } from './ThemeRow';
import { visibleSideMenuEntries } from '../utils/side-menu-entries';

interface Props {
  open: boolean;
  onClose: () => void;
}

export function SideMenu({ open, onClose }: Props) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const logout = useLogout();
  const deposit = useDeposit();
  const session = useSessionStore((state) => state.session);
  const whitelabels = useSystemStatusStore((state) => state.status?.info.whitelabel);
  const entries = visibleSideMenuEntries({
    loggedIn: session !== null,
    isAgent: isAgentType(session?.type),
    flag: (key: WhitelabelKey) => whitelabels?.[key] === true,
  });

  const choose = (id: string, path: string) => {
    onClose();
    if (id === 'deposit') deposit();
    else navigate(path);
  };

  return (
    <Modal open={open} onClose={onClose} title={t('sideMenu.title')} placement="left">
      <div className="host-side-menu">
        <SideMenuProfile onNavigate={onClose} />
        <nav aria-label={t('sideMenu.title')}>
          <ul className="host-side-menu__list">
            {entries.map(({ id, labelKey, path, icon: Icon }) => (
              <li key={id}>
                <button
                  type="button"
                  className="host-side-menu__item"
                  onClick={() => choose(id, path)}
                >
                  <Icon size={20} />
                  <span>{t(`sideMenu.${labelKey}`)}</span>
                  <ChevronRightIcon size={16} className="host-side-menu__chevron" />
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="host-side-menu__settings">
          <LanguageRow />
          <ThemeRow />
        </div>
        {session ? (
          <button
            type="button"
            className="host-side-menu__item host-side-menu__logout"
            onClick={() => {
              onClose();
              void logout();
            }}
          >
            <LogoutIcon size={20} />
            <span>{t('logout.label')}</span>
          </button>
        ) : null}
      </div>
    </Modal>
  );
}
