import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@lobby/shared';
import { CaptchaField } from '@/components/CaptchaField';
import { CheckField } from '@/components/CheckField';
import { MobileField } from '@/components/MobileField';
import { SmsCaptchaField } from '@/components/SmsCaptchaField';
import { SmsCodeField } from '@/components/SmsCodeField';
import type { RegisterSettings } from '@lobby/platform-api/contract';
import { useRegisterForm } from '../hooks/use-register-form';
import type { RegisterMethod } from '../utils/register-rules';
import { RegisterTextField } from './RegisterTextField';
import { mobileHint } from '../utils/mobile-hint';
import { ruleHint } from '../utils/rule-hint';

interface Props {
  method: RegisterMethod;
  settings: RegisterSettings;
}

/** Registration form: fields from the platform's registration settings (spec sections 2, 5). */
export function RegisterForm({ method, settings }: Props) {
  const { t } = useTranslation(['auth', 'common']);
  const form = useRegisterForm(method, settings);
  const { captcha, sms } = form;
  return (
    <form className="auth-form" noValidate onSubmit={form.submit} aria-busy={form.submitting}>
      {form.affiliateRefused && (
        // The link's code still goes with the registration (the platform then refuses it too):
        // a visitor is never moved silently from the agent who invited them to no agent.
        <div className="auth-notice" role="alert">
          <p>{t('common:errors.referrer_link_error')}</p>
          <p>{t('register.linkRefused')}</p>
          <Link to={paths.register} replace>
            {t('register.withoutInvitation')}
          </Link>
        </div>
      )}
      {method === 'USERNAME' && (
        <RegisterTextField
          form={form}
          name="username"
          label={t('register.username')}
          autoComplete="username"
          hint={ruleHint(t, settings.rules.username)}
        />
      )}
      {form.order.includes('mobileNum') && (
        <MobileField
          idPrefix="register"
          countries={form.countries}
          dialingCode={form.dialing}
          mobile={form.values.mobileNum ?? ''}
          error={form.text(form.errors.mobileNum)}
          hint={mobileHint(t, form.dialing)}
          onDialingCode={(code) => form.change('countryDialingCode', code)}
          onMobile={(mobile) => form.change('mobileNum', mobile)}
          inputRef={form.setRef('mobileNum')}
        />
      )}
      <SmsCaptchaField
        id="register-sms-captcha"
        smsCaptcha={sms.smsCaptcha}
        error={form.errors.smsCaptcha}
        inputRef={form.setRef('smsCaptcha')}
      />
      {form.order.includes('verificationCode') && (
        <SmsCodeField
          id="register-code"
          code={form.values.verificationCode ?? ''}
          error={form.text(form.errors.verificationCode)}
          secondsLeft={sms.secondsLeft}
          sending={sms.sending}
          onChange={(code) => form.change('verificationCode', code)}
          onGetCode={() => void form.getCode()}
          inputRef={form.setRef('verificationCode')}
        />
      )}
      <RegisterTextField
        form={form}
        name="password"
        label={t('register.password')}
        type="password"
        autoComplete="new-password"
        hint={ruleHint(t, settings.rules.password)}
        icon="lock"
      />
      <RegisterTextField
        form={form}
        name="confirmPassword"
        label={t('register.confirmPassword')}
        type="password"
        autoComplete="new-password"
        icon="lock"
      />
      {form.profileFields.map((name) => (
        <RegisterTextField
          key={name}
          form={form}
          name={name}
          label={t(`register.fields.${name}`)}
          type={name === 'paymentPassword' ? 'password' : 'text'}
        />
      ))}
      {form.affiliateShown && (
        <RegisterTextField
          form={form}
          name="affiliateCode"
          label={t('register.fields.affiliateCode')}
        />
      )}
      {settings.captcha && captcha.captcha && (
        <CaptchaField
          id="register-captcha"
          captcha={captcha.captcha}
          code={captcha.code}
          error={form.errors.captcha ? t(form.errors.captcha) : undefined}
          onChange={captcha.setCode}
          onRefresh={() => void captcha.refresh()}
          inputRef={form.setRef('captcha')}
        />
      )}
      <CheckField checked={form.agreed} onChange={form.setAgreed}>
        {t('register.agree')}
      </CheckField>
      {/* Outside the checkbox's label (a tap on a link there would tick it); a new tab keeps
          what is typed here. Plain links: the shared react-i18next leaves <Trans> out. */}
      <p className="auth-terms">
        {t('register.readTerms')}{' '}
        <Link className="auth-link" to={paths.terms} target="_blank" rel="noopener">
          {t('register.termsLink')}
        </Link>
        {' · '}
        <Link className="auth-link" to={paths.privacy} target="_blank" rel="noopener">
          {t('register.privacyLink')}
        </Link>
      </p>
      <button
        className="lb-btn lb-btn--primary lb-btn--xl lb-btn--block"
        type="submit"
        disabled={!form.agreed || form.submitting}
      >
        {form.submitting ? t('register.submitting') : t('register.submit')}
      </button>
    </form>
  );
}
