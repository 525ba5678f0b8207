import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnswerOf } from '@lobby/platform-api/contract';
import { lgw } from '../api/lgw-api';
import { previousDrawAt } from '../utils/draw-times';
import { noteServerTime, serverNow } from '../utils/server-clock';

export type PublishedDraw = AnswerOf<'GET', '/lgw/numeros/near'>['current'];

export interface DrawClock {
  status: 'loading' | 'error' | 'ready';
  /** The draw on sale. */
  current: PublishedDraw | null;
  /** The latest drawn draw (its result), null before the game's first draw. */
  last: PublishedDraw | null;
  /** When the closed draw before the one on sale is drawn, while that is still ahead. */
  pendingDrawAt: number | null;
  /** Goes up each time a new result is published: panels reload on it. */
  resultKey: number;
}

/** A result is settled within a second or two of its draw time; ask again until it shows. */
const RESULT_RETRY_MS = 2_000;
const RESULT_RETRIES = 15;

/**
 * The draw on sale and the latest result of a game, kept by the server's clock: it reloads when
 * the draw on sale closes and when the closed draw's result is due (then again until the result
 * is published), and when the connection comes back.
 */
export function useDrawClock(gameId: number): DrawClock & { reload: () => void } {
  const [clock, setClock] = useState<DrawClock>({
    status: 'loading',
    current: null,
    last: null,
    pendingDrawAt: null,
    resultKey: 0,
  });
  const [attempt, setAttempt] = useState(0);
  const waitingForResult = useRef(0);
  /** The latest result's numero seen (undefined before the first answer). */
  const lastNumero = useRef<string | null | undefined>(undefined);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  const shownGame = useRef(gameId);

  useEffect(() => {
    let live = true;
    if (shownGame.current !== gameId) {
      shownGame.current = gameId;
      lastNumero.current = undefined;
      waitingForResult.current = 0;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      try {
        const sentAt = Date.now();
        const near = await lgw.near(gameId);
        noteServerTime(near.serverTime, sentAt, Date.now());
        const history = await lgw.draws(gameId, 1);
        if (!live) return;
        const last = history.list[0] ?? null;
        const pending = previousDrawAt(near.current);
        const pendingDrawAt = pending > serverNow() ? pending : null;
        const newResult = last !== null && last.numero !== lastNumero.current;
        const firstLoad = lastNumero.current === undefined;
        lastNumero.current = last?.numero ?? null;
        // After a draw time, the result we waited for has not come if nothing newer shows.
        const resultMissing = waitingForResult.current > 0 && !newResult;
        setClock((shown) => ({
          status: 'ready',
          current: near.current,
          last,
          pendingDrawAt,
          resultKey: newResult && !firstLoad ? shown.resultKey + 1 : shown.resultKey,
        }));
        const now = serverNow();
        const due = [Date.parse(near.current.closeAt)];
        if (pendingDrawAt !== null) due.push(pendingDrawAt + 1_000);
        let wait = Math.min(...due) - now;
        if (resultMissing && waitingForResult.current < RESULT_RETRIES) {
          waitingForResult.current += 1;
          wait = Math.min(wait, RESULT_RETRY_MS);
        } else {
          waitingForResult.current = pendingDrawAt !== null ? 1 : 0;
        }
        timer = setTimeout(() => void load(), Math.max(250, wait));
      } catch {
        if (live) setClock((shown) => ({ ...shown, status: 'error' }));
      }
    };
    void load();
    const online = () => void load();
    window.addEventListener('online', online);
    return () => {
      live = false;
      clearTimeout(timer);
      window.removeEventListener('online', online);
    };
  }, [gameId, attempt]);

  return { ...clock, reload };
}
