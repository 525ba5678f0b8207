import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  BackIcon,
  BalanceWidget,
  DownloadIcon,
  MenuIcon,
  UserIcon,
  WalletIcon,
  paths,
  useIsLoggedIn,
  useSystemStatusStore,
  useDeposit,
} from '@lobby/shared';
import { showDownloadIcon } from '@lobby/shared/app-download';
import { Logo } from './Logo';
import { TopMenuButton } from './TopMenuButton';
import { useBack, type BackTarget } from '../hooks/use-back';
import { useMeasuredFit } from '../hooks/use-measured-fit';
import { HEADER_FIT_LEVELS } from '../utils/fit-level';

export type HeaderStart = 'logo' | 'back' | 'none';

/** What the header shows at its start, per route (the shell's layout rules, app/layout-rules.ts). */
export interface HeaderLayout {
  headerStart: HeaderStart;
  back: BackTarget;
}

interface Props {
  layout: HeaderLayout;
  onOpenMenu: () => void;
}

export function Header({ layout, onOpenMenu }: Props) {
  const { t, i18n } = useTranslation('common');
  const loggedIn = useIsLoggedIn();
  const status = useSystemStatusStore((state) => state.status);
  const goBack = useBack(layout.back);
  const deposit = useDeposit();
  const isHome = layout.headerStart === 'logo';
  const download = showDownloadIcon(status, isHome);
  const header = useRef<HTMLElement>(null);
  useMeasuredFit(
    header,
    HEADER_FIT_LEVELS,
    [i18n.language, loggedIn, download, layout.headerStart].join(' '),
  );

  return (
    <header
      ref={header}
      className={`host-header${loggedIn ? ' host-header--member' : ''}${download ? ' host-header--download' : ''}`}
    >
      <div className="host-header__start">
        {layout.headerStart === 'logo' ? (
          <Link to={paths.home} className="host-header__logo" aria-label={t('header.home')}>
            <Logo />
          </Link>
        ) : null}
        {layout.headerStart === 'back' ? (
          <button
            type="button"
            className="lb-icon-btn"
            aria-label={t('header.back')}
            onClick={goBack}
          >
            <BackIcon />
          </button>
        ) : null}
        <TopMenuButton />
        {download ? (
          <Link
            to={paths.download}
            className="lb-icon-btn host-header__download"
            aria-label={t('header.download')}
          >
            <DownloadIcon size={20} />
          </Link>
        ) : null}
      </div>
      <div className="host-header__end">
        {loggedIn ? (
          <>
            <BalanceWidget className="host-header__balance" />
            <button
              type="button"
              className="lb-btn lb-btn--primary host-header__btn host-header__btn--shrinks"
              onClick={deposit}
            >
              <WalletIcon size={18} className="host-header__btn-icon" />
              <span className="host-header__btn-label">{t('header.deposit')}</span>
            </button>
          </>
        ) : (
          <>
            <Link
              to={paths.login}
              className="lb-btn lb-btn--ghost host-header__btn host-header__btn--shrinks"
            >
              <UserIcon size={18} className="host-header__btn-icon" />
              <span className="host-header__btn-label">{t('header.login')}</span>
            </Link>
            <Link to={paths.register} className="lb-btn lb-btn--primary host-header__btn">
              {t('header.register')}
            </Link>
          </>
        )}
        <button
          type="button"
          className="lb-icon-btn"
          aria-label={t('header.menu')}
          aria-haspopup="dialog"
          onClick={onOpenMenu}
        >
          <MenuIcon />
        </button>
      </div>
    </header>
  );
}
