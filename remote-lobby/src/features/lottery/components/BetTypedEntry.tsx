import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardRow } from '@lobby/platform-api/lottery-rules';
import { rowKey } from '../utils/selection-text';
import { readTypedNumbers } from '../utils/typed-numbers';

export interface BetTypedEntryProps {
  row: BoardRow;
  selected: ReadonlySet<string>;
  onChange: (values: readonly string[]) => void;
}

/** Numbers typed instead of tapped ("12 34, 56"); unknown ones are named, nothing is dropped. */
export function BetTypedEntry({ row, selected, onChange }: BetTypedEntryProps) {
  const { t } = useTranslation('lottery');
  const inputId = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { values, unknown } = readTypedNumbers(text, row);
    if (unknown.length > 0) {
      setProblem(t('play.typedUnknown', { values: unknown.join(', ') }));
      return;
    }
    const next = [...selected, ...values.filter((value) => !selected.has(value))];
    if (next.length > row.max) {
      setProblem(t('play.rowFull', { row: t(rowKey(row.label)), max: row.max }));
      return;
    }
    setProblem(null);
    setText('');
    onChange(next);
  };

  return (
    <form className="lp-typed" onSubmit={submit}>
      <label htmlFor={inputId} className="lp-typed__label">
        {t('play.typedLabel')}
      </label>
      <div className="lp-typed__line">
        <input
          id={inputId}
          className="lp-typed__input"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          aria-describedby={hintId}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="lb-btn lb-btn--soft lb-btn--sm">
          {t('play.typedApply')}
        </button>
      </div>
      <p id={hintId} className="lp-typed__hint">
        {t('play.typedHint')}
      </p>
      {problem ? (
        <p className="lp-typed__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
