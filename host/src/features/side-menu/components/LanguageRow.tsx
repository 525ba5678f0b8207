import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GlobeIcon, findLanguage, getLanguage } from '@lobby/shared';
import { LanguagePicker } from './LanguagePicker';

/** Side-menu row showing the current language; opens the picker of all languages. */
export function LanguageRow() {
  const { t, i18n } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const current = findLanguage(i18n.language ?? getLanguage());
  return (
    <>
      <button
        type="button"
        className="host-side-menu__item"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <GlobeIcon size={20} />
        <span>{t('sideMenu.language')}</span>
        <span className="host-side-menu__value">{current?.nativeName}</span>
      </button>
      <LanguagePicker open={open} onClose={() => setOpen(false)} />
    </>
  );
}
