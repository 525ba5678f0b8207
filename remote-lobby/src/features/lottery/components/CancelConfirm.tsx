import { useTranslation } from 'react-i18next';
import { formatMoney, Modal } from '@lobby/shared';

export interface CancelConfirmProps {
  open: boolean;
  count: number;
  refund: number;
  symbol: string;
  onAccept: () => void;
  onClose: () => void;
}

/** "Cancel n sub-orders? <refund> goes back to your balance." with its two answers. */
export function CancelConfirm({
  open,
  count,
  refund,
  symbol,
  onAccept,
  onClose,
}: CancelConfirmProps) {
  const { t } = useTranslation('lottery');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('orders.confirm.title')}
      footer={
        <div className="lo-confirm__actions">
          <button type="button" className="lb-btn lb-btn--ghost" onClick={onClose}>
            {t('orders.confirm.keep')}
          </button>
          <button type="button" className="lb-btn lb-btn--danger" onClick={onAccept}>
            {t('orders.confirm.accept')}
          </button>
        </div>
      }
    >
      <p>{t('orders.confirm.body', { count, amount: formatMoney(refund, symbol) })}</p>
    </Modal>
  );
}
