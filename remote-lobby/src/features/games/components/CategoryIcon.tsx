import type { ReactElement } from 'react';

const shapes: Record<string, ReactElement> = {
  HOT: <path d="M12 2c1 4 5 6 5 11a5 5 0 0 1-10 0c0-2 1-3.5 2-4.5 0 2 1 3 2 3 0-3-1-6 1-9.5z" />,
  RNG: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M8 4v16M16 4v16M5 12h1M11 12h2M18 12h1" />
    </>
  ),
  LIVE: (
    <>
      <rect x="3" y="6" width="13" height="12" rx="2" />
      <path d="M16 10l5-3v10l-5-3" />
    </>
  ),
  LOTT: (
    <>
      <circle cx="8" cy="9" r="4" />
      <circle cx="16" cy="15" r="4" />
      <path d="M8 7.5v3M16 13.5v3" />
    </>
  ),
  ELOTT: (
    <>
      <circle cx="12" cy="12" r="8" />
      <path d="M12 8v4l3 2" />
    </>
  ),
  SPORTS: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7l4 3-1.5 4.5h-5L8 10zM12 3v4M21 10l-5 0M3 10h5M7 20l2-5.5M17 20l-2-5.5" />
    </>
  ),
  ESPORTS: (
    <>
      <path d="M6 8h12a4 4 0 0 1 4 4v2a3 3 0 0 1-5 2l-2-2H9l-2 2a3 3 0 0 1-5-2v-2a4 4 0 0 1 4-4z" />
      <path d="M7 11v3M5.5 12.5h3M16 12h.01M18 13h.01" />
    </>
  ),
  COCKFIGHT: <path d="M6 20l3-6-4-3 6-1 1-6 3 5 5-1-3 4 2 4-5-1-2 5z" />,
  PVP: (
    <>
      <rect x="4" y="3" width="10" height="14" rx="1.5" />
      <rect x="10" y="7" width="10" height="14" rx="1.5" />
      <path d="M15 12l1.5 2-1.5 2-1.5-2z" />
    </>
  ),
  FISH: (
    <>
      <path d="M3 12c3-5 9-6 13-3l5-3v12l-5-3c-4 3-10 2-13-3z" />
      <path d="M8 11h.01" />
    </>
  ),
  FAV: (
    <path d="M12 20s-7-4.3-9-8.6C1.6 8.2 3.6 4.6 7 4.6c2 0 3.4 1.1 5 2.9 1.6-1.8 3-2.9 5-2.9 3.4 0 5.4 3.6 4 6.8-2 4.3-9 8.6-9 8.6z" />
  ),
  BINGO: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <path d="M3 9h18M3 15h18M9 3v18M15 3v18" />
    </>
  ),
};

const fallback = (
  <>
    <rect x="4" y="4" width="7" height="7" rx="1" />
    <rect x="13" y="4" width="7" height="7" rx="1" />
    <rect x="4" y="13" width="7" height="7" rx="1" />
    <rect x="13" y="13" width="7" height="7" rx="1" />
  </>
);

export function CategoryIcon({ category }: { category: string }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {shapes[category] ?? fallback}
    </svg>
  );
}
