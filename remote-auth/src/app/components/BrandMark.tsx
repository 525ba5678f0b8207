/** The brand's logo: a gold crown in a ring, drawn inline since no external images are allowed. */
export function BrandMark() {
  return (
    <svg className="auth-brandmark" width="72" height="72" viewBox="0 0 72 72" aria-hidden="true">
      <defs>
        <linearGradient id="auth-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe08a" />
          <stop offset="1" stopColor="#c9962c" />
        </linearGradient>
      </defs>
      <circle cx="36" cy="36" r="33" fill="none" stroke="url(#auth-gold)" strokeWidth="3" />
      <path
        d="M18 46l-3-20 12 9 9-15 9 15 12-9-3 20z"
        fill="url(#auth-gold)"
        stroke="#8a6414"
        strokeWidth="1"
      />
      <rect x="18" y="49" width="36" height="5" rx="2" fill="url(#auth-gold)" />
    </svg>
  );
}
