import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { HeadsetIcon, HomeIcon, paths, useSystemStatusStore } from '@lobby/shared';
import { CustomerServiceSheet, useCustomerService } from '@lobby/shared/customer-service';
import { speedTestUrl } from '../utils/speed-test-url';
import '../top-menu.css';

export interface TopMenuProps {
  id: string;
  /** Open with this item focused; null while closed. */
  focus: 'first' | 'last' | null;
  /** The menu button: a press on it is not an outside press. */
  button: RefObject<HTMLButtonElement | null>;
  /** Closes the menu; focus goes back to the button unless it moves on by itself (Tab). */
  onClose: (returnFocus: boolean) => void;
}

const SpeedIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" aria-hidden="true">
    <path
      d="M4.5 17a8.5 8.5 0 1 1 15 0M12 14l4-5"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
    />
    <circle cx="12" cy="14" r="1.6" fill="currentColor" />
  </svg>
);

/** The top menu: Home, Customer service (when the status has channels), Speed test (optional). */
export function TopMenu({ id, focus, button, onClose }: TopMenuProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const service = useCustomerService();
  const speedTest = speedTestUrl(useSystemStatusStore((state) => state.status));
  const [serviceOpen, setServiceOpen] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const open = focus !== null;
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  const items = () =>
    Array.from(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    const all = items();
    (focus === 'last' ? all.at(-1) : all[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (list.current?.contains(target) || button.current?.contains(target)) return;
      onCloseRef.current(false);
      // A press on something focusable keeps its focus; on anything else the focus, which
      // would fall to the page, goes back to the menu button.
      window.setTimeout(() => {
        if (!document.activeElement || document.activeElement === document.body)
          button.current?.focus();
      });
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, focus, button]);

  const onKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const moveTo = (next: number) => {
      event.preventDefault();
      all[(next + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') moveTo(index + 1);
    else if (event.key === 'ArrowUp') moveTo(index - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') {
      // From the button, Tab's own move lands after it (Shift+Tab before it), as in a menu button.
      button.current?.focus();
      onClose(false);
    }
  };

  // Another way off the page (history back, a link) leaves no menu open behind it.
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current !== pathname && open) onCloseRef.current(false);
    shownOn.current = pathname;
  }, [pathname, open]);

  const goHome = () => {
    onClose(true);
    if (pathname === paths.home) window.scrollTo?.({ top: 0, behavior: 'smooth' });
    else navigate(paths.home);
  };

  return (
    <>
      {open ? (
        <ul
          ref={list}
          id={id}
          role="menu"
          aria-label={t('topMenu.label')}
          className="host-top-menu__list"
          onKeyDown={onKeyDown}
        >
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} onClick={goHome}>
              <HomeIcon size={20} />
              <span>{t('topMenu.home')}</span>
            </button>
          </li>
          {service.channels.length > 0 ? (
            <li role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                aria-haspopup="dialog"
                onClick={() => {
                  onClose(true);
                  setServiceOpen(true);
                }}
              >
                <HeadsetIcon size={20} />
                <span>{t('topMenu.customerService')}</span>
              </button>
            </li>
          ) : null}
          {speedTest ? (
            <li role="none">
              <a
                role="menuitem"
                tabIndex={-1}
                href={speedTest}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => onClose(true)}
              >
                <SpeedIcon />
                <span>{t('topMenu.speedTest')}</span>
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
      <CustomerServiceSheet open={serviceOpen} onClose={() => setServiceOpen(false)} />
    </>
  );
}
