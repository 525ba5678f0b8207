import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAvatarChange } from '../hooks/use-avatar-change';
import { ICON_FILE } from '../utils/icon-file';

/** Change and remove buttons for the member's picture, with the upload's progress and errors. */
export function AvatarControls({ hasPicture }: { hasPicture: boolean }) {
  const { t } = useTranslation('member');
  const input = useRef<HTMLInputElement>(null);
  const { busy, error, upload, remove } = useAvatarChange();

  return (
    <div className="member-avatar-controls">
      <div className="member-avatar-controls__buttons">
        <button
          type="button"
          className="member-avatar-controls__button"
          disabled={busy !== null}
          onClick={() => input.current?.click()}
        >
          {hasPicture ? t('avatar.change') : t('avatar.add')}
        </button>
        {hasPicture && (
          <button
            type="button"
            className="member-avatar-controls__button"
            disabled={busy !== null}
            onClick={() => void remove()}
          >
            {t('avatar.remove')}
          </button>
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept={ICON_FILE.types.join(',')}
        className="visually-hidden"
        tabIndex={-1}
        aria-label={t('avatar.choose')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again is noticed.
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      {busy?.kind === 'uploading' && (
        <progress
          className="member-avatar-controls__progress"
          aria-label={t('avatar.uploading')}
          max={100}
          value={Math.round(busy.progress * 100)}
        />
      )}
      {busy?.kind === 'removing' && (
        <span className="visually-hidden" role="status">
          {t('avatar.removing')}
        </span>
      )}
      {error && (
        <p className="member-avatar-controls__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
