import { useEffect, useState } from 'react';
import { apiGet } from '@lobby/shared';
import type { SocialConfig } from './providers';

const NONE: SocialConfig = { facebook: null, google: null };

/**
 * The brand's configured social providers (none until loaded or when the call fails). Asked
 * only when `wanted` (a social flag is on and the mode allows it).
 */
export function useSocialConfig(wanted: boolean): SocialConfig {
  const [config, setConfig] = useState<SocialConfig>(NONE);
  useEffect(() => {
    if (!wanted) return;
    let alive = true;
    apiGet<SocialConfig>('/wps/system/socialLogin', undefined, { silent: true })
      .then((value) => alive && setConfig(value ?? NONE))
      .catch(() => alive && setConfig(NONE));
    return () => {
      alive = false;
    };
  }, [wanted]);
  return config;
}
