import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@lobby/shared';
import { fetchContractCheck } from '../api/contract-check-api';
import {
  contractCheckDue,
  markContractCheckDone,
  pendingContracts,
  type PendingContract,
} from '../utils/contract-prompt';

/**
 * The contract offers to prompt about on this home visit: null while the check runs, then the
 * list (empty when not due, none wait, or the check failed — it is a prompt, not a gate).
 */
export function useContractPrompt(): PendingContract[] | null {
  const token = useSessionStore((state) => state.session?.token ?? null);
  const type = useSessionStore((state) => state.session?.type);
  const [visit] = useState(() => ({ token, type }));
  const [pending, setPending] = useState<PendingContract[] | null>(null);
  const { i18n } = useTranslation('common');

  useEffect(() => {
    if (!contractCheckDue(visit.token, visit.type)) {
      setPending([]);
      return;
    }
    let active = true;
    fetchContractCheck().then(
      async (check) => {
        const found = pendingContracts(check);
        // The prompt's texts: loaded only for an agent who has an offer waiting.
        if (found.length > 0) await i18n.loadNamespaces('agentpay');
        if (!active) return;
        if (visit.token) markContractCheckDone(visit.token);
        setPending(found);
      },
      () => active && setPending([]),
    );
    return () => {
      active = false;
    };
  }, [visit, i18n]);

  return pending;
}
