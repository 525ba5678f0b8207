import { useTranslation } from 'react-i18next';

/** Member or sub-agent, as a radio group. */
export function AccountTypeChoice({
  name,
  value,
  onChange,
}: {
  name: string;
  value: 0 | 1;
  onChange: (value: 0 | 1) => void;
}) {
  const { t } = useTranslation('agentpay');
  return (
    <fieldset className="agentpay-choice">
      <legend className="agentpay-field__label">{t('register.type')}</legend>
      {([0, 1] as const).map((type) => (
        <label key={type} className="agentpay-choice__option">
          <input
            type="radio"
            name={name}
            checked={value === type}
            onChange={() => onChange(type)}
          />
          {type === 0 ? t('register.member') : t('register.agent')}
        </label>
      ))}
    </fieldset>
  );
}
