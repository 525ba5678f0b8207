import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TabList, useWhitelabel } from '@lobby/shared';
import { AuthPageBar } from '@/components/AuthPageBar';
import { EmailForm } from './EmailForm';
import { PhoneForm } from './PhoneForm';
import { ResetForm } from './ResetForm';

const RECOVERY_MODES = ['phone', 'email'] as const;

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
        <TabList
          tabs={RECOVERY_MODES.map((option) => ({
            key: option,
            label: t(option === 'phone' ? 'forget.byPhone' : 'forget.byEmail'),
          }))}
          selected={RECOVERY_MODES.indexOf(chosen)}
          onSelect={(index) => setChosen(RECOVERY_MODES[index]!)}
          label={t('forget.title')}
          className="auth-tabs"
        />
      )}
      {mode === 'reset' && <ResetForm token={resetToken ?? ''} />}
      {mode === 'email' && <EmailForm />}
      {mode === 'phone' && <PhoneForm />}
    </div>
  );
}
