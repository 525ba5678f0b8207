import { useTranslation } from 'react-i18next';
import { isTrialType, MemberAvatar, RequestError } from '@lobby/shared';
import { useMemberInfo } from '../hooks/use-member-info';
import { displayName } from '../utils/display-name';
import { AvatarControls } from './AvatarControls';

export function ProfileCard() {
  const { t } = useTranslation('member');
  const { member, loading, failed, reload } = useMemberInfo();

  if (failed) {
    return (
      <RequestError
        message={t('profile.error')}
        onRetry={reload}
        className="member-profile-error"
        retryClassName="lb-btn lb-btn--ghost lb-btn--lg"
      />
    );
  }

  const name = member ? displayName(member) : '';
  return (
    <div className="member-profile" aria-busy={loading}>
      <MemberAvatar className="member-profile__avatar" name={name} iconUrl={member?.iconUrl} />
      <div className="member-profile__text">
        {member ? (
          <>
            <h1 className="member-profile__name">{name}</h1>
            {member.clubLabel?.labelName && (
              <p className="member-profile__club">
                <span className="visually-hidden">{t('profile.club')} </span>
                {member.clubLabel.labelName}
              </p>
            )}
            {/* A trial (test-play) account has no picture to keep: the platform refuses it. */}
            {!isTrialType(member.type) && <AvatarControls hasPicture={Boolean(member.iconUrl)} />}
          </>
        ) : (
          <>
            <span
              className="lb-skeleton member-skeleton member-skeleton--name"
              aria-hidden="true"
            />
            <span
              className="lb-skeleton member-skeleton member-skeleton--club"
              aria-hidden="true"
            />
            <span className="visually-hidden">{t('loading')}</span>
          </>
        )}
      </div>
    </div>
  );
}
