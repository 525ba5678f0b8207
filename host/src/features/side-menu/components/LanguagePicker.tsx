import { useTranslation } from 'react-i18next';
import { LANGUAGES, Modal, setLanguage, toast } from '@lobby/shared';

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * Every language of the spec; choosing one loads only that language's files. The languages
 * without their own translation say that they show English, in the reader's language.
 */
export function LanguagePicker({ open, onClose }: Props) {
  const { t, i18n } = useTranslation('common');
  const choose = async (code: string) => {
    onClose();
    try {
      await setLanguage(code);
    } catch {
      toast.error(t('errors.unknown_error'));
    }
  };
  return (
    <Modal open={open} onClose={onClose} title={t('language.title')} placement="sheet">
      <ul className="host-language-list" aria-label={t('language.title')}>
        {LANGUAGES.map((language) => {
          const selected = i18n.language === language.code;
          return (
            <li key={language.code}>
              <button
                type="button"
                lang={language.htmlLang}
                className={`host-language-list__item${selected ? ' is-selected' : ''}`}
                aria-current={selected ? 'true' : undefined}
                onClick={() => void choose(language.code)}
              >
                <span>
                  {language.nativeName}
                  {language.translated ? null : (
                    <span className="host-language-list__fallback"> {t('language.inEnglish')}</span>
                  )}
                </span>
                <span className="host-language-list__code">{language.code}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
