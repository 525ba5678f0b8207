import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CONTRACT_PATHS, type PendingContract } from '../utils/contract-prompt';

/** What waits for the agent, each with the way to the contract screen that decides it. */
export function ContractPromptBody({
  pending,
  onLeave,
}: {
  pending: PendingContract[];
  onLeave: () => void;
}) {
  const { t } = useTranslation('agentpay');
  return (
    <div className="host-popup__contract">
      <p>{t('prompt.text')}</p>
      <ul className="host-popup__contract-list">
        {pending.map((kind) => (
          <li key={kind}>
            <Link className="lb-btn lb-btn--ghost" to={CONTRACT_PATHS[kind]} onClick={onLeave}>
              {t(`prompt.${kind}`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
