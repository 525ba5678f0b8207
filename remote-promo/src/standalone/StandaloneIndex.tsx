import { Link } from 'react-router-dom';

/** The standalone dev server's start page: links to this remote's screens. */
export function StandaloneIndex({ screens }: { screens: readonly string[] }) {
  return (
    <nav style={{ padding: '1.5rem', display: 'grid', gap: '0.75rem' }}>
      {screens.map((screen) => (
        <Link key={screen} to={screen} style={{ color: 'var(--lb-accent)' }}>
          {screen}
        </Link>
      ))}
    </nav>
  );
}
