import { useTranslation } from 'react-i18next';
import type { RealityCheck } from '@lobby/platform-api/contract';
import { formatMoney, Modal, useSessionStore } from '@lobby/shared';
import { hoursAndMinutes } from '../utils/format-duration';
import '../reality-check.css';

export interface RealityCheckDialogProps {
  check: RealityCheck;
  onContinue: () => void;
  onRecord: () => void;
  onSignOut: () => void;
}

/**
 * The reality check (responsible gaming): the session's time, stakes, payouts and net result,
 * answered only by its three buttons — no close button, Escape or backdrop; focus stays inside
 * (the shared Modal).
 */
export function RealityCheckDialog({
  check,
  onContinue,
  onRecord,
  onSignOut,
}: RealityCheckDialogProps) {
  const { t } = useTranslation('responsible');
  const symbol = useSessionStore((state) => state.wallet?.currencySymbol ?? '');
  const time = hoursAndMinutes(check.durationSeconds);
  const duration = time.h > 0 ? t('dialog.duration', time) : t('dialog.minutes', time);
  const rows: Array<[string, string, string?]> = [
    [t('dialog.sessionTime'), duration],
    [t('dialog.stake'), formatMoney(check.stake, symbol)],
    [t('dialog.payout'), formatMoney(check.payout, symbol)],
    [
      t('dialog.net'),
      formatMoney(check.net, symbol),
      check.net < 0 ? 'host-reality__net--loss' : 'host-reality__net--win',
    ],
  ];
  return (
    <Modal
      open
      dismissible={false}
      onClose={() => undefined}
      title={t('dialog.title')}
      footer={
        <div className="host-reality__actions">
          <button type="button" className="lb-btn lb-btn--primary" onClick={onContinue}>
            {t('dialog.continue')}
          </button>
          <button type="button" className="lb-btn lb-btn--ghost" onClick={onRecord}>
            {t('dialog.record')}
          </button>
          <button type="button" className="lb-btn lb-btn--ghost" onClick={onSignOut}>
            {t('dialog.signOut')}
          </button>
        </div>
      }
    >
      <p className="host-reality__intro">
        {t('dialog.intro', { minutes: check.intervalMinutes ?? 0, duration })}
      </p>
      <dl className="host-reality__figures">
        {rows.map(([label, value, tone]) => (
          <div key={label} className="host-reality__row">
            <dt>{label}</dt>
            <dd className={tone}>{value}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
