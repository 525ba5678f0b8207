import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export const REVALIDATE_DEBOUNCE_MS = 200;

/**
 * Calls `revalidate` 200 ms after the language changes (debounced), so the messages of filled
 * fields are shown again in the new language (spec section 4).
 */
export function useRevalidateOnLanguage(revalidate: () => void): void {
  const { i18n } = useTranslation();
  const latest = useRef(revalidate);
  latest.current = revalidate;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onChange = () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => latest.current(), REVALIDATE_DEBOUNCE_MS);
    };
    i18n.on('languageChanged', onChange);
    return () => {
      i18n.off('languageChanged', onChange);
      if (timer) clearTimeout(timer);
    };
  }, [i18n]);
}
