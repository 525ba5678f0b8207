import { useEffect, useState } from 'react';
import { lgw } from '../api/lgw-api';

type ChaseDraws = { numeros: string[]; error: null } | { numeros: null; error: unknown };

/**
 * The draws a chase of `count` covers, from the one on sale; reloaded when the count or the
 * draw on sale changes (a chase must start at the draw on sale). Null while off or loading.
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
        if (current) setState({ numeros: answer.list.map((draw) => draw.numero), error: null });
      },
      (error: unknown) => {
        if (current) setState({ numeros: null, error });
      },
    );
    return () => {
      current = false;
    };
  }, [gameId, count, onSale, on, attempt]);
  return { state: on ? state : null, retry: () => setAttempt((n) => n + 1) };
}
