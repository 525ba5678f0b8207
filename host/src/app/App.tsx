import { BrowserRouter } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SharedUiHost } from '@lobby/shared';

export function App() {
  const { t } = useTranslation('common');
  return (
    <BrowserRouter>
      <main>
        <h1>{t('appName')}</h1>
      </main>
      <SharedUiHost />
    </BrowserRouter>
  );
}
