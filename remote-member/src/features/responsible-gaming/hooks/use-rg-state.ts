import { useCallback, useState } from 'react';
import type { RgState } from '@lobby/platform-api/contract';
import { announceRgChanged, useRequest } from '@lobby/shared';
import { fetchRgState } from '../api/rg';

/** The member's choices from the platform; `replace` takes a save's answer (no second read). */
export function useRgState() {
  const { state, reload } = useRequest(fetchRgState, 'rg-state');
  const [saved, setSaved] = useState<RgState | null>(null);
  const replace = useCallback((next: RgState) => {
    setSaved(next);
    // The host asks the platform again (reality check interval, session time limit).
    announceRgChanged();
  }, []);
  const current = saved ?? (state.status === 'success' ? state.data : null);
  return { state, current, replace, reload };
}
