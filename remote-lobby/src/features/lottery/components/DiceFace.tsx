// A die's face with its pips (decorative: the result's text says the value).

const L = 27;
const C = 50;
const R = 73;
const PIPS: Record<number, [number, number][]> = {
  1: [[C, C]],
  2: [
    [L, L],
    [R, R],
  ],
  3: [
    [L, L],
    [C, C],
    [R, R],
  ],
  4: [
    [L, L],
    [R, L],
    [L, R],
    [R, R],
  ],
  5: [
    [L, L],
    [R, L],
    [C, C],
    [L, R],
    [R, R],
  ],
  6: [
    [L, L],
    [R, L],
    [L, C],
    [R, C],
    [L, R],
    [R, R],
  ],
};

export function DiceFace({ value }: { value: number }) {
  const pips = PIPS[value] ?? [];
  return (
    <svg className="lr-die" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <rect className="lr-die__face" x="4" y="4" width="92" height="92" rx="18" />
      {pips.map(([cx, cy]) => (
        <circle
          key={`${cx}-${cy}`}
          className={value === 1 ? 'lr-die__pip lr-die__pip--ace' : 'lr-die__pip'}
          cx={cx}
          cy={cy}
          r={value === 1 ? 14 : 9.5}
        />
      ))}
    </svg>
  );
}
