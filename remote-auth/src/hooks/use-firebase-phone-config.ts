import { useEffect, useState } from 'react';
import { api } from '@lobby/shared';
import type { FirebasePhoneConfig } from '@lobby/platform-api/contract';

/**
 * The brand's Firebase phone configuration: null (the platform's own SMS codes) until loaded,
 * when the brand has none, or when the call fails.
 */
export function useFirebasePhoneConfig(): FirebasePhoneConfig | null {
  const [config, setConfig] = useState<FirebasePhoneConfig | null>(null);
  useEffect(() => {
    let alive = true;
    api
      .get(
        '/wps/system/firebasePhone',
        {},
        {
          silent: true,
        },
      )
      .then((value) => {
        // Only a configuration changes anything: off is the starting state.
        if (alive && value?.firebase) setConfig(value.firebase);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, []);
  return config;
}
