import { useTranslation } from 'react-i18next';
import { Modal } from '../modal/Modal';
import { useConfirmStore } from './confirm-store';

export function ConfirmHost() {
  const { t } = useTranslation('common');
  const { pending, answer } = useConfirmStore();
  return (
    <Modal
      open={pending !== null}
      onClose={() => answer(false)}
      title={pending?.title ?? t('notice')}
      footer={
        <>
          <button type="button" className="lb-btn lb-btn--ghost" onClick={() => answer(false)}>
            {pending?.cancelLabel ?? t('cancel')}
          </button>
          <button type="button" className="lb-btn lb-btn--primary" onClick={() => answer(true)}>
            {pending?.confirmLabel ?? t('confirm')}
          </button>
        </>
      }
    >
      <p className="lb-confirm-message">{pending?.message}</p>
    </Modal>
  );
}
