import { useTranslation } from 'react-i18next';
import type { RebateLine } from '@lobby/platform-api/contract';
import type { RateDraft } from '../utils/rates';
import { Field } from './Field';

/** One percent field per game category, each saying its cap; `invalid` marks one category. */
export function RateInputs({
  caps,
  draft,
  onChange,
  invalid,
}: {
  caps: readonly RebateLine[];
  draft: RateDraft;
  onChange: (next: RateDraft) => void;
  invalid: string | null;
}) {
  const { t } = useTranslation('agentpay');
  return (
    <fieldset className="agentpay-rates">
      <legend className="agentpay-rates__legend">{t('rebate.ratesLegend')}</legend>
      {caps.map((line) => (
        <Field
          key={line.category}
          label={t('rebate.rateLabel', {
            category: t(`categories.${line.category}`),
            cap: line.cap.toFixed(2),
          })}
          inputMode="decimal"
          autoComplete="off"
          value={draft[line.category] ?? ''}
          onChange={(value) => onChange({ ...draft, [line.category]: value })}
          error={
            invalid === line.category ? t('rebate.rateError', { cap: line.cap.toFixed(2) }) : null
          }
        />
      ))}
    </fieldset>
  );
}
