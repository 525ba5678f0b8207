import { useTranslation } from 'react-i18next';

export interface RequestErrorProps {
  /** What could not load, already localized. */
  message: string;
  onRetry: () => void;
  /** The button's words when an app has its own; common:retry otherwise. */
  retryLabel?: string;
  /** The BEM block of the classes: `block` and `block__text`. */
  className?: string;
  /** The Retry button's classes, so it looks like the app's other buttons. */
  retryClassName?: string;
}

/** Something that could not load (a list, a page's data): what happened and a Retry button. */
export function RequestError({
  message,
  onRetry,
  retryLabel,
  className = 'lb-request-error',
  retryClassName = 'lb-btn lb-btn--ghost',
}: RequestErrorProps) {
  const { t } = useTranslation('common');
  return (
    <div className={className} role="alert">
      <p className={`${className}__text`}>{message}</p>
      <button type="button" className={retryClassName} onClick={onRetry}>
        {retryLabel ?? t('retry')}
      </button>
    </div>
  );
}
