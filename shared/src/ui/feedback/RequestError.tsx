import { useTranslation } from 'react-i18next';

export interface RequestErrorProps {
  /** What could not load, already localized. */
  message: string;
  onRetry: () => void;
  /** The BEM block of the classes: `block` and `block__text`. */
  className?: string;
  /** The Retry button's classes, so it looks like the app's other buttons. */
  retryClassName?: string;
}

/** Something that could not load (a list, a page's data): what happened and a Retry button. */
export function RequestError({
  message,
  onRetry,
  className = 'lb-request-error',
  retryClassName = 'lb-btn lb-btn--ghost',
}: RequestErrorProps) {
  const { t } = useTranslation('common');
  return (
    <div className={className} role="alert">
      <p className={`${className}__text`}>{message}</p>
      <button type="button" className={retryClassName} onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
