import { useEffect, useState } from 'react';
import { lgw } from '../api/lgw-api';
import type { OrderDraw } from '../utils/line-at-draws';

type ChaseDraws = { draws: OrderDraw[]; error: null } | { draws: null; error: unknown };

/**
 * The draws a chase of `count` covers, from the one on sale, with their draw times (the slip
 * checks each line against each draw); reloaded when the count or the draw on sale changes (a
 * chase must start at the draw on sale). Null while off or loading.
 */
export function useChaseDraws(gameId: number, count: number, onSale: string | null, on: boolean) {
  const [state, setState] = useState<ChaseDraws | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!on || onSale === null) return undefined;
    let current = true;
    setState(null);
    lgw.chaseDraws(gameId, count).then(
      (answer) => {
        if (current) {
          setState({
            draws: answer.list.map(({ numero, drawAt }) => ({ numero, drawAt })),
            error: null,
          });
        }
      },
      (error: unknown) => {
        if (current) setState({ draws: null, error });
      },
    );
    return () => {
      current = false;
    };
  }, [gameId, count, onSale, on, attempt]);
  return { state: on ? state : null, retry: () => setAttempt((n) => n + 1) };
}
