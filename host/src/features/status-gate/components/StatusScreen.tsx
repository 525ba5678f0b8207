import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshSystemStatus } from '@lobby/shared';

interface Props {
  /** The brand mark on top (the app passes the header's Logo). */
  logo: ReactNode;
  icon: ReactNode;
  title: string;
  body: string;
  detail?: string;
}

/** Full-screen replacement of the app (maintenance, region restriction). */
export function StatusScreen({ logo, icon, title, body, detail }: Props) {
  const { t } = useTranslation('common');
  return (
    <main className="host-status-screen">
      {logo}
      <div className="host-status-screen__icon" aria-hidden="true">
        {icon}
      </div>
      <h1>{title}</h1>
      <p>{body}</p>
      {detail ? <p className="host-status-screen__detail">{detail}</p> : null}
      <button
        type="button"
        className="lb-btn lb-btn--primary"
        onClick={() => void refreshSystemStatus()}
      >
        {t('status.reload')}
      </button>
    </main>
  );
}
