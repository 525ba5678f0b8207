import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  GameClassify,
  GameListQuery,
  VendorSummary as Vendor,
} from '@lobby/platform-api/contract';
import type { Filters } from '../utils/list-state';

export const CLASSIFICATIONS = [
  'JP',
  'SC',
  'VP',
  'TG',
  'AC',
] as const satisfies readonly GameClassify[];
export const MIN_BETS = [
  '0.01',
  '0.05',
  '0.1',
  '0.5',
  '0.75',
  '1',
] as const satisfies readonly NonNullable<GameListQuery['minBet']>[];

interface FilterPanelProps {
  gameType: string;
  gameTypes: string[];
  vendors: Vendor[];
  filters: Filters;
  gameName: string;
  onGameType: (gameType: string) => void;
  onApply: (filters: Filters, gameName: string) => void;
  onReset: () => void;
}

interface ChipsProps {
  label: string;
  options: ReadonlyArray<{ value: string | undefined; label: string }>;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

function Chips({ label, options, value, onChange }: ChipsProps) {
  return (
    <fieldset className="gl-filter__group">
      <legend className="gl-filter__legend">{label}</legend>
      <div className="gl-filter__chips">
        {options.map((option) => (
          <button
            key={option.value ?? 'all'}
            type="button"
            className="gl-chip"
            aria-pressed={option.value === value}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** Game type, vendor (select and list), game name, classification, minimum bet (RNG only). */
export function FilterPanel(props: FilterPanelProps) {
  const { t } = useTranslation('lobby');
  const id = useId();
  const [draft, setDraft] = useState<Filters>(props.filters);
  const [name, setName] = useState(props.gameName);
  const all = { value: undefined, label: t('list.all') };
  const vendorOptions = [
    all,
    ...props.vendors.map((vendor) => ({ value: vendor.vassalage, label: vendor.displayName })),
  ];

  return (
    <form
      className="gl-filter"
      aria-label={t('list.filter')}
      onSubmit={(event) => {
        event.preventDefault();
        props.onApply(draft, name.trim());
      }}
    >
      <label className="gl-filter__field" htmlFor={`${id}-type`}>
        <span className="gl-filter__legend">{t('list.gameType')}</span>
        <select
          id={`${id}-type`}
          value={props.gameType}
          onChange={(event) => props.onGameType(event.target.value)}
        >
          {props.gameTypes.map((type) => (
            <option key={type} value={type}>
              {t(`category.${type}`, { defaultValue: type })}
            </option>
          ))}
        </select>
      </label>
      <label className="gl-filter__field" htmlFor={`${id}-vendor`}>
        <span className="gl-filter__legend">{t('list.vendor')}</span>
        <select
          id={`${id}-vendor`}
          value={draft.vassalage ?? ''}
          onChange={(event) => setDraft({ ...draft, vassalage: event.target.value || undefined })}
        >
          {vendorOptions.map((option) => (
            <option key={option.value ?? 'all'} value={option.value ?? ''}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <Chips
        label={t('list.vendorList')}
        options={vendorOptions}
        value={draft.vassalage}
        onChange={(vassalage) => setDraft({ ...draft, vassalage })}
      />
      <label className="gl-filter__field" htmlFor={`${id}-name`}>
        <span className="gl-filter__legend">{t('list.gameName')}</span>
        <input
          id={`${id}-name`}
          type="search"
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      <Chips
        label={t('list.classification')}
        options={[
          all,
          ...CLASSIFICATIONS.map((code) => ({ value: code, label: t(`list.classify.${code}`) })),
        ]}
        value={draft.gameClassify}
        onChange={(gameClassify) => setDraft({ ...draft, gameClassify })}
      />
      {props.gameType === 'RNG' && (
        <Chips
          label={t('list.minBet')}
          options={[all, ...MIN_BETS.map((bet) => ({ value: bet, label: bet }))]}
          value={draft.minBet}
          onChange={(minBet) =>
            setDraft({ ...draft, minBet: MIN_BETS.find((bet) => bet === minBet) })
          }
        />
      )}
      <div className="gl-filter__actions">
        <button
          type="button"
          className="lb-btn lb-btn--secondary lb-btn--lg"
          onClick={props.onReset}
        >
          {t('list.reset')}
        </button>
        <button type="submit" className="lb-btn lb-btn--primary lb-btn--lg">
          {t('list.apply')}
        </button>
      </div>
    </form>
  );
}
