import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWhitelabel } from '@lobby/shared';
import { authApi, establishSession } from '@/api/auth-api';
import { TwoFactorStep } from '@/components/TwoFactorStep';
import { toastFailure } from '@/utils/errors';
import { twoFactorChallengeOf } from '@/utils/two-factor';
import { useSocialConfig } from '../hooks/use-social-config';
import { facebookToken, googleToken } from '../utils/providers';

/**
 * Facebook / Google buttons: each shown only when the brand configured the provider, its
 * white-label flag is on and the username mode is active. The SDK loads on the first click. A
 * member with two-step sign-in gets the login's code step in their place.
 */
export function SocialLoginButtons({
  usernameMode,
  onDone,
}: {
  usernameMode: boolean;
  onDone(): void;
}) {
  const { t } = useTranslation(['auth', 'common']);
  const facebookFlag = useWhitelabel('FACEBOOKLOGIN3');
  const googleFlag = useWhitelabel('GOOGLELOGIN3');
  const config = useSocialConfig(usernameMode && (facebookFlag || googleFlag));
  const [challenge, setChallenge] = useState<string | null>(null);
  const facebookOn = facebookFlag && Boolean(config.facebook) && usernameMode;
  const googleOn = googleFlag && Boolean(config.google) && usernameMode;
  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        onSignedIn={async (answer) => {
          await establishSession(answer);
          onDone();
        }}
        onCancel={() => setChallenge(null)}
      />
    );
  }
  if (!facebookOn && !googleOn) return null;

  async function signIn(provider: 'FACEBOOK' | 'GOOGLE') {
    try {
      const token =
        provider === 'FACEBOOK'
          ? await facebookToken(config.facebook!.appId)
          : await googleToken(config.google!.clientId);
      await establishSession(await authApi.socialLogin({ provider, token }));
      onDone();
    } catch (error) {
      const twoFactor = twoFactorChallengeOf(error);
      if (twoFactor) setChallenge(twoFactor);
      else toastFailure(error, t);
    }
  }

  return (
    <div className="auth-social" aria-label={t('social.title')} role="group">
      <p className="auth-social__title">{t('social.title')}</p>
      {facebookOn && (
        <button
          type="button"
          className="auth-social__button"
          onClick={() => void signIn('FACEBOOK')}
        >
          {t('social.facebook')}
        </button>
      )}
      {googleOn && (
        <button type="button" className="auth-social__button" onClick={() => void signIn('GOOGLE')}>
          {t('social.google')}
        </button>
      )}
    </div>
  );
}
