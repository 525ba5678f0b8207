import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, confirm, toast, useSessionStore } from '@lobby/shared';
import { removeMemberIcon, uploadMemberIcon } from '../api/member-icon';
import { iconFileProblem } from '../utils/icon-file';

type Busy = { kind: 'uploading'; progress: number } | { kind: 'removing' } | null;

/** Keeps the member's new picture URL in the store, so every screen shows it at once. */
function storeIconUrl(iconUrl: string | null) {
  const store = useSessionStore.getState();
  if (store.member) store.setMember({ ...store.member, iconUrl });
}

/**
 * Changing and removing the member's picture: the file checked before it is sent, the upload's
 * progress, the refusal in the reader's language, and a question before removing.
 */
export function useAvatarChange() {
  const { t } = useTranslation(['member', 'common']);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File) {
    const problem = iconFileProblem(file);
    if (problem) {
      setError(t(`common:errors.${problem}`));
      return;
    }
    setError(null);
    setBusy({ kind: 'uploading', progress: 0 });
    try {
      const icon = await uploadMemberIcon(file, (progress) =>
        setBusy({ kind: 'uploading', progress }),
      );
      storeIconUrl(icon.url);
      toast.success(t('common:changesSaved'));
    } catch (failure) {
      setError(apiErrorText(failure, t));
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    const sure = await confirm(t('member:avatar.removeConfirm'), {
      confirmLabel: t('member:avatar.remove'),
    });
    if (!sure) return;
    setError(null);
    setBusy({ kind: 'removing' });
    try {
      await removeMemberIcon();
      storeIconUrl(null);
      toast.success(t('common:changesSaved'));
    } catch (failure) {
      setError(apiErrorText(failure, t));
    } finally {
      setBusy(null);
    }
  }

  return { busy, error, upload, remove };
}
