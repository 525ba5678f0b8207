import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@lobby/shared';
import '../popups.css';

export interface PopupItem {
  key: string;
  title: string;
  body: ReactNode;
  /** Called once, when this popup comes up. */
  onShown?: () => void;
}

/** Modal popups one after another; closing one (X, OK, Escape, backdrop) brings the next. */
export function PopupSequence({ items }: { items: PopupItem[] }) {
  const { t } = useTranslation('common');
  const [index, setIndex] = useState(0);
  const current = items[index];

  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (!current || shown.current === current.key) return;
    shown.current = current.key;
    current.onShown?.();
  }, [current]);

  if (!current) return null;
  const next = () => setIndex((value) => value + 1);
  return (
    <Modal
      open
      onClose={next}
      title={current.title}
      footer={
        <div className="host-popup__foot">
          {items.length > 1 ? (
            <span className="host-popup__count">
              {t('popup.count', { index: index + 1, count: items.length })}
            </span>
          ) : null}
          <button type="button" className="lb-btn lb-btn--primary" onClick={next}>
            {t('popup.ok')}
          </button>
        </div>
      }
    >
      <div key={current.key} className="host-popup__body">
        {current.body}
      </div>
    </Modal>
  );
}
