import { useTranslation } from 'react-i18next';

/** Why the game cannot show (session ended, unknown game, launch refused), with the way back. */
export function LotteryProblem({ message, onBack }: { message: string; onBack: () => void }) {
  const { t } = useTranslation('lottery');
  return (
    <div className="lg-state">
      <h1 className="lg-state__title">{t('page.title')}</h1>
      <p role="alert">{message}</p>
      <button type="button" className="lb-btn lb-btn--primary lb-btn--lg" onClick={onBack}>
        {t('page.backToList')}
      </button>
    </div>
  );
}
