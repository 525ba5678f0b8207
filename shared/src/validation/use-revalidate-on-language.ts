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
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const onChange = () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(), REVALIDATE_DEBOUNCE_MS);
    };
    i18n.on('languageChanged', onChange);
    // Re-subscribing (the i18n object may be replaced on a language change) keeps the timer.
    return () => i18n.off('languageChanged', onChange);
  }, [i18n]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
}
