import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useGoBack } from '../../navigation/use-go-back';
import { BackIcon } from '../icons';

export interface PageTitleBarProps {
  title: string;
  /**
   * Where back goes when the spec names a fixed place (the message center: /m/home). Without
   * it, back is one step back, or home when this is the first page (useGoBack).
   */
  backTo?: string;
  /** The BEM block of the bar's classes: `block`, `block__back`, `block__title`, `block__spacer`. */
  className?: string;
}

/** Title bar of a page the host shows without its header: back button, title (the page's h1). */
export function PageTitleBar({ title, backTo, className = 'lb-title-bar' }: PageTitleBarProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const goBack = useGoBack();
  return (
    <header className={className}>
      <button
        type="button"
        className={`${className}__back`}
        aria-label={t('header.back')}
        onClick={() => (backTo === undefined ? goBack() : navigate(backTo))}
      >
        <BackIcon />
      </button>
      <h1 className={`${className}__title`}>{title}</h1>
      <span className={`${className}__spacer`} aria-hidden="true" />
    </header>
  );
}
