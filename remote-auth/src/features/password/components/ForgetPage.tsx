import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useWhitelabel } from '@lobby/shared';
import { AuthPageBar } from '@lobby/shared/auth-forms';
import { EmailForm } from './EmailForm';
import { PhoneForm } from './PhoneForm';
import { ResetForm } from './ResetForm';

/** /m/forget: e-mail recovery, phone recovery (CHNGPASSVERIF3), and the reset link's form. */
export function ForgetPage() {
  const { t } = useTranslation('auth');
  const [query] = useSearchParams();
  const phoneAllowed = useWhitelabel('CHNGPASSVERIF3');
  const [chosen, setChosen] = useState<'phone' | 'email'>('phone');
  const resetToken = query.get('resetToken');
  const mode = resetToken ? 'reset' : phoneAllowed ? chosen : 'email';
  return (
    <div className="auth-page">
      <AuthPageBar title={t('forget.title')} />
      {phoneAllowed && !resetToken && (
        <div className="auth-tabs" role="tablist" aria-label={t('forget.title')}>
          {(['phone', 'email'] as const).map((option) => (
            <button
              key={option}
              type="button"
              role="tab"
              aria-selected={mode === option}
              className="auth-tabs__tab"
              onClick={() => setChosen(option)}
            >
              {t(option === 'phone' ? 'forget.byPhone' : 'forget.byEmail')}
            </button>
          ))}
        </div>
      )}
      {mode === 'reset' && <ResetForm token={resetToken ?? ''} />}
      {mode === 'email' && <EmailForm />}
      {mode === 'phone' && <PhoneForm />}
    </div>
  );
}
