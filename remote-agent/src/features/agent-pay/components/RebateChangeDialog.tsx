import { useTranslation } from 'react-i18next';
import type { RebatePreview } from '@lobby/platform-api/contract';
import { Modal } from '@lobby/shared';
import { formatRate } from '../utils/rates';

/**
 * A rebate change before it is sent: each changed rate before → after, and who else changes —
 * the accounts below whose rates are lowered with it (how many, and the first ones by name).
 */
export function RebateChangeDialog({
  username,
  preview,
  busy,
  onCancel,
  onConfirm,
}: {
  username: string;
  /** Null while there is nothing to confirm (the dialog is closed). */
  preview: RebatePreview | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('agentpay');
  const changed =
    preview?.after.filter((line) => {
      const before = preview.before.find((old) => old.category === line.category);
      return before?.rate !== line.rate;
    }) ?? [];
  const lowered = preview?.alsoLowered;
  return (
    <Modal
      open={preview !== null}
      onClose={onCancel}
      title={t('rebate.confirmTitle', { name: username })}
      footer={
        <div className="agentpay__actions">
          <button type="button" className="lb-btn lb-btn--ghost" onClick={onCancel}>
            {t('rebate.cancel')}
          </button>
          <button
            type="button"
            className="lb-btn lb-btn--primary"
            disabled={busy}
            onClick={onConfirm}
          >
            {t('rebate.confirmSave')}
          </button>
        </div>
      }
    >
      {changed.length === 0 ? (
        <p className="agentpay__muted">{t('rebate.noChange')}</p>
      ) : (
        <table className="agentpay-tiers">
          <caption className="agentpay-tiers__caption">{t('rebate.changes')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('rebate.category')}</th>
              <th scope="col">{t('contract.before')}</th>
              <th scope="col">{t('contract.after')}</th>
            </tr>
          </thead>
          <tbody>
            {changed.map((line) => (
              <tr key={line.category}>
                <th scope="row">{t(`categories.${line.category}`)}</th>
                <td>
                  {formatRate(preview!.before.find((old) => old.category === line.category)!.rate)}
                </td>
                <td>{formatRate(line.rate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {lowered && lowered.total > 0 ? (
        <div className="agentpay-warning" role="alert">
          <p>{t('rebate.alsoLowered', { count: lowered.total })}</p>
          <ul className="agentpay-lowered">
            {lowered.list.map((member) => (
              <li key={member.memberId}>
                <strong>{member.username}</strong>:{' '}
                {member.changes
                  .map(
                    (change) =>
                      `${t(`categories.${change.category}`)} ${formatRate(change.from)} → ${formatRate(change.to)}`,
                  )
                  .join(', ')}
              </li>
            ))}
          </ul>
          {lowered.total > lowered.list.length ? (
            <p>{t('rebate.andMore', { count: lowered.total - lowered.list.length })}</p>
          ) : null}
        </div>
      ) : (
        <p className="agentpay__muted">{t('rebate.nobodyElse')}</p>
      )}
    </Modal>
  );
}
