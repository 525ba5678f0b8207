import { useTranslation } from 'react-i18next';
import { toast } from '@lobby/shared';
import { WalletIcon } from './icons';
import '../deposit.css';

/** Copies one value (account number, amount, remark) and says so. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('wallet');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t('copied'));
    } catch {
      toast.error(t('copyFailed'));
    }
  };
  return (
    <button
      type="button"
      className="wallet-copy"
      aria-label={t('copy', { what: label })}
      onClick={() => void copy()}
    >
      <WalletIcon name="copy" width={18} height={18} />
    </button>
  );
}
