import { useEffect, useState } from 'react';
import { api } from '@lobby/shared';
import type { SocialLoginConfig } from '@lobby/platform-api/contract';

const NONE: SocialLoginConfig = { facebook: null, google: null };

/**
 * The brand's configured social providers (none until loaded or when the call fails). Asked
 * only when `wanted` (a social flag is on and the mode allows it).
 */
export function useSocialConfig(wanted: boolean): SocialLoginConfig {
  const [config, setConfig] = useState<SocialLoginConfig>(NONE);
  useEffect(() => {
    if (!wanted) return;
    let alive = true;
    api
      .get('/wps/system/socialLogin', {}, { silent: true })
      .then((value) => alive && setConfig(value ?? NONE))
      .catch(() => alive && setConfig(NONE));
    return () => {
      alive = false;
    };
  }, [wanted]);
  return config;
}
