import { useCallback, useState } from 'react';
import type { Captcha, CaptchaPurpose } from '@lobby/platform-api/contract';
import { authApi } from '@/api/auth-api';

/** A server captcha for one purpose: hidden until `refresh` is called, then refreshable. */
export function useCaptcha(purpose: CaptchaPurpose) {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [code, setCode] = useState('');
  const refresh = useCallback(async () => {
    setCode('');
    try {
      setCaptcha(await authApi.captcha(purpose));
    } catch {
      setCaptcha(null);
    }
  }, [purpose]);
  return { captcha, code, setCode, refresh };
}
