/** A small animated ring; decorative, the caller provides the accessible label. */
export function Spinner({ size = 32 }: { size?: number }) {
  return (
    <svg className="lb-spinner" width={size} height={size} viewBox="0 0 50 50" aria-hidden="true">
      <circle cx="25" cy="25" r="20" fill="none" strokeWidth="5" />
    </svg>
  );
}
