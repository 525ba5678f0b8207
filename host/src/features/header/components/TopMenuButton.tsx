import { useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@lobby/shared';
import type { TopMenuProps } from './TopMenu';

const MoreIcon = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
    <circle cx="12" cy="5" r="2" />
    <circle cx="12" cy="12" r="2" />
    <circle cx="12" cy="19" r="2" />
  </svg>
);

/**
 * The header's top-menu button (spec section 2: home, customer service, optional speed test).
 * The menu itself is a chunk of its own, loaded the first time the button is used.
 */
export function TopMenuButton() {
  const { t } = useTranslation('common');
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [Menu, setMenu] = useState<ComponentType<TopMenuProps> | null>(null);
  const [focus, setFocus] = useState<'first' | 'last' | null>(null);

  const openAt = (where: 'first' | 'last') => {
    if (Menu) return setFocus(where);
    import('./TopMenu').then(
      (module) => {
        setMenu(() => module.TopMenu);
        setFocus(where);
      },
      () => toast.error(t('errors.no_internet')),
    );
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openAt(event.key === 'ArrowDown' ? 'first' : 'last');
  };

  return (
    <div className="host-top-menu">
      <button
        ref={button}
        type="button"
        className="lb-icon-btn host-top-menu__button"
        aria-label={t('topMenu.label')}
        aria-haspopup="menu"
        aria-expanded={focus !== null}
        aria-controls={focus !== null ? menuId : undefined}
        onClick={() => (focus !== null ? setFocus(null) : openAt('first'))}
        onKeyDown={onKeyDown}
      >
        <MoreIcon />
      </button>
      {Menu ? (
        <Menu
          id={menuId}
          focus={focus}
          button={button}
          onClose={(returnFocus) => {
            setFocus(null);
            if (returnFocus) button.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
