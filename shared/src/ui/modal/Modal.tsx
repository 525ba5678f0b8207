import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../icons';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** 'center' dialog (default), a bottom 'sheet', or a 'left' drawer. */
  placement?: 'center' | 'sheet' | 'left';
  closeOnBackdrop?: boolean;
  /**
   * False for a dialog that needs an answer from its own buttons (the reality check): no close
   * button, Escape and the backdrop do nothing.
   */
  dismissible?: boolean;
}

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab at either end of the dialog wrap around instead of leaving it. */
function keepFocusInside(panel: HTMLElement, event: KeyboardEvent): void {
  const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  if (event.shiftKey && (active === first || active === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  } else if (!panel.contains(active)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Accessible dialog: role=dialog, focus moves inside and stays there (Tab from the last control
 * goes to the first, Shift+Tab from the first to the last), Escape and the backdrop close it,
 * and focus goes back to where it was once it closes.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  placement = 'center',
  closeOnBackdrop = true,
  dismissible = true,
}: ModalProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const dismissibleRef = useRef(dismissible);
  useEffect(() => {
    onCloseRef.current = onClose;
    dismissibleRef.current = dismissible;
  });

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>(FOCUSABLE);
    // The dialog is fixed to the viewport, so nothing needs scrolling into view; without
    // preventScroll, focus() lays out the whole page there and then (11-26 ms measured when
    // home's popup opens during start-up).
    (first ?? panel)?.focus({ preventScroll: true });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && dismissibleRef.current) onCloseRef.current();
      if (event.key === 'Tab' && panel) keepFocusInside(panel, event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (previouslyFocused?.isConnected) previouslyFocused.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div
      className={`lb-modal-backdrop lb-modal-backdrop--${placement}`}
      onMouseDown={(event) => {
        if (dismissible && closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        className={`lb-modal lb-modal--${placement}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        tabIndex={-1}
      >
        {title ? (
          <div className="lb-modal__head">
            <h2 id={titleId} className="lb-modal__title">
              {title}
            </h2>
            {dismissible ? (
              <button
                type="button"
                className="lb-icon-btn"
                aria-label={t('close')}
                onClick={onClose}
              >
                <CloseIcon />
              </button>
            ) : null}
          </div>
        ) : null}
        <div className="lb-modal__body">{children}</div>
        {footer ? <div className="lb-modal__foot">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
