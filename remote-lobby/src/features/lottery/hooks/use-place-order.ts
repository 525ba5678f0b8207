import { useRef, useState } from 'react';
import { isApiError, newRequestId } from '@lobby/shared';
import { lgw, type BettingBody } from '../api/lgw-api';

type Answer = Awaited<ReturnType<typeof lgw.bet>>;

/**
 * Sends an order with a client key: a fresh key for each new order, the same key when the very
 * same order is sent again after no answer came (the platform answers it once, pays once).
 */
export function usePlaceOrder() {
  const pending = useRef<{ fingerprint: string; clientKey: string } | null>(null);
  const [sending, setSending] = useState(false);

  const place = async (body: Omit<BettingBody, 'clientKey'>): Promise<Answer> => {
    const fingerprint = JSON.stringify(body);
    if (pending.current?.fingerprint !== fingerprint) {
      pending.current = { fingerprint, clientKey: newRequestId() };
    }
    setSending(true);
    try {
      const answer = await lgw.bet({ ...body, clientKey: pending.current.clientKey });
      pending.current = null;
      return answer;
    } catch (error) {
      // Only a call that got no answer may have placed the order: keep its key for a retry.
      if (!isApiError(error) || error.code !== 'NETWORK') pending.current = null;
      throw error;
    } finally {
      setSending(false);
    }
  };

  return { place, sending };
}
