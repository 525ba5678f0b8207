import { useEffect, useState } from 'react';
import type { Country } from '@lobby/platform-api/contract';
import { authApi } from '@/api/auth-api';

/** The dialing codes of GET /wps/system/country (loaded once per screen). */
export function useCountries(): Country[] {
  const [countries, setCountries] = useState<Country[]>([]);
  useEffect(() => {
    let alive = true;
    authApi
      .countries()
      .then((list) => alive && setCountries(list))
      .catch(() => alive && setCountries([]));
    return () => {
      alive = false;
    };
  }, []);
  return countries;
}
