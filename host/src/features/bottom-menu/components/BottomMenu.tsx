import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Modal, paths } from '@lobby/shared';
import { BOTTOM_MENU_ITEMS, type BottomMenuItem } from '../utils/bottom-menu-items';
import { useBottomMenuActions } from '../hooks/use-bottom-menu-actions';
import type { MenuRoutePrefetch } from '../utils/menu-route-prefetch';

interface Props {
  /** The page shows home (home, its aliases and unknown paths): the Home tab is active. */
  isHome: boolean;
  /** The route-table pattern the page matched; a tab whose activeOn names it is active. */
  routePattern: string;
  /** Fetches ahead what the pages the menu leads to need (the shell wires the remotes). */
  prefetch?: MenuRoutePrefetch;
}

function isActive(item: BottomMenuItem, { isHome, routePattern }: Props): boolean {
  if (item.id === 'home') return isHome;
  return item.activeOn.includes(routePattern);
}

/** The bottom menu; the shell tells it which route the page is on (the host's route table). */
export function BottomMenu({ prefetch, ...route }: Props) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { select, destinationOf, dialog, closeDialog } = useBottomMenuActions();
  const destinations = BOTTOM_MENU_ITEMS.map(destinationOf).filter((path) => path !== null);
  // a string: the idle planning runs again only when the destinations change (a sign-in)
  const destinationsKey = destinations.join(' ');
  useEffect(() => prefetch?.planWhenIdle(destinationsKey.split(' ')), [prefetch, destinationsKey]);
  // a tap's pointerdown comes before its click: the next page's files start on their way then
  const warm = (item: BottomMenuItem) => {
    const destination = destinationOf(item);
    if (destination) prefetch?.warm(destination);
  };
  const goFromDialog = (path: string) => {
    closeDialog();
    navigate(path);
  };

  return (
    <>
      <nav className="host-bottom-menu" aria-label={t('nav.label')}>
        {BOTTOM_MENU_ITEMS.map((item) => {
          const active = isActive(item, route);
          const Icon = item.icon;
          return (
            <button
              key={item.id}
              type="button"
              className={`host-bottom-menu__item${active ? ' is-active' : ''}`}
              aria-current={active ? 'page' : undefined}
              onPointerDown={() => warm(item)}
              onClick={() => {
                warm(item);
                select(item);
              }}
            >
              <Icon size={22} />
              <span>{t(`nav.${item.id}`)}</span>
            </button>
          );
        })}
      </nav>
      <Modal
        open={dialog === 'agent'}
        onClose={closeDialog}
        title={t('agentModal.title')}
        footer={
          <button
            type="button"
            className="lb-btn lb-btn--primary"
            onClick={() => goFromDialog(paths.agentHome)}
          >
            {t('agentModal.open')}
          </button>
        }
      >
        <p>{t('agentModal.body')}</p>
      </Modal>
      <Modal
        open={dialog === 'register'}
        onClose={closeDialog}
        title={t('guest.registerTitle')}
        footer={
          <>
            <button
              type="button"
              className="lb-btn lb-btn--ghost"
              onClick={() => goFromDialog(paths.login)}
            >
              {t('guest.goLogin')}
            </button>
            <button
              type="button"
              className="lb-btn lb-btn--primary"
              onClick={() => goFromDialog(paths.register)}
            >
              {t('guest.registerNow')}
            </button>
          </>
        }
      >
        <p>{t('guest.registerBody')}</p>
      </Modal>
    </>
  );
}
