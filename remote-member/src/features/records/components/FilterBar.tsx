import { useId } from 'react';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterBarProps {
  /** The visible name of the group ("Type", "Status"). */
  label: string;
  options: readonly FilterOption[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
  /** Several chips at once (types); otherwise one at a time (status, category, period). */
  multiple?: boolean;
  /** The text of an "all" chip that clears the selection; none when absent (the period). */
  allLabel?: string;
}

/**
 * One row of filter chips for the three record screens: toggle buttons (aria-pressed), so the
 * chosen ones are announced and not shown by colour alone (a tick too).
 */
export function FilterBar({
  label,
  options,
  selected,
  onChange,
  multiple = false,
  allLabel,
}: FilterBarProps) {
  const labelId = useId();
  const choose = (value: string) => {
    if (multiple) {
      onChange(
        selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value],
      );
    } else if (allLabel !== undefined && selected.includes(value)) {
      onChange([]);
    } else {
      onChange([value]);
    }
  };
  return (
    <div className="records-filter" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="records-filter__label">
        {label}
      </span>
      <div className="records-filter__chips">
        {allLabel !== undefined ? (
          <Chip label={allLabel} pressed={selected.length === 0} onClick={() => onChange([])} />
        ) : null}
        {options.map((option) => (
          <Chip
            key={option.value}
            label={option.label}
            pressed={selected.includes(option.value)}
            onClick={() => choose(option.value)}
          />
        ))}
      </div>
    </div>
  );
}

function Chip({
  label,
  pressed,
  onClick,
}: {
  label: string;
  pressed: boolean;
  onClick: () => void;
}) {
  return (
    <button type="button" className="records-chip" aria-pressed={pressed} onClick={onClick}>
      {pressed ? (
        <svg
          className="records-chip__tick"
          width="12"
          height="12"
          viewBox="0 0 12 12"
          aria-hidden="true"
        >
          <path d="M2 6.5 5 9l5-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      ) : null}
      {label}
    </button>
  );
}
