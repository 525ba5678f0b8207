import { useTranslation } from 'react-i18next';

/** The brand mark: a crown and the name in the gold accent (inline SVG, no image request). */
export function Logo() {
  const { t } = useTranslation('common');
  return (
    <span className="host-logo">
      <svg width="26" height="22" viewBox="0 0 26 22" aria-hidden="true">
        <defs>
          <linearGradient id="host-logo-gold" x1="0" x2="1" y1="0" y2="1">
            <stop offset="0" stopColor="#ffe08a" />
            <stop offset="1" stopColor="#d99a1e" />
          </linearGradient>
        </defs>
        <path
          d="M2 7l5.5 4.5L13 3l5.5 8.5L24 7l-2.5 12h-17z"
          fill="url(#host-logo-gold)"
          stroke="#b67d12"
          strokeWidth="1"
          strokeLinejoin="round"
        />
        <circle cx="13" cy="3" r="2" fill="#ffe08a" />
      </svg>
      <span className="host-logo__text">{t('appName')}</span>
    </span>
  );
}
