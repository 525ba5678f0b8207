import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Modal, paths } from '@lobby/shared';
import { resolveRoute } from '../../app/route-table';
import { BOTTOM_MENU_ITEMS, type BottomMenuItem } from './bottom-menu-items';
import { useBottomMenuActions } from './use-bottom-menu-actions';

function isActive(item: BottomMenuItem, pathname: string): boolean {
  if (item.id === 'home') return resolveRoute(pathname).isHome;
  return item.activeOn.includes(resolveRoute(pathname).entry.path);
}

export function BottomMenu() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { select, dialog, closeDialog } = useBottomMenuActions();
  const goFromDialog = (path: string) => {
    closeDialog();
    navigate(path);
  };

  return (
    <>
      <nav className="host-bottom-menu" aria-label={t('nav.label')}>
        {BOTTOM_MENU_ITEMS.map((item) => {
          const active = isActive(item, pathname);
          const Icon = item.icon;
          return (
            <button
              key={item.id}
              type="button"
              className={`host-bottom-menu__item${active ? ' is-active' : ''}`}
              aria-current={active ? 'page' : undefined}
              onClick={() => select(item)}
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
