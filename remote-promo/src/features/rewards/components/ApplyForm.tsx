import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, TOAST_DURATIONS, apiErrorText } from '@lobby/shared';
import { applyToPromotion } from '../api/rewards-api';
import { LIMITS, toBase64 } from '../utils/image-files';
import { ImagePicker } from './ImagePicker';

interface ApplyFormProps {
  promotionId: number;
  onDone: () => void;
  onCancel: () => void;
}

/** The application: an optional comment (at most 140 characters) and up to 3 images. */
export function ApplyForm({ promotionId, onDone, onCancel }: ApplyFormProps) {
  const { t } = useTranslation('promo');
  const commentId = useId();
  const counterId = useId();
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setFailure(null);
    try {
      const images = await Promise.all(
        files.map(async (file) => ({ name: file.name, data: await toBase64(file) })),
      );
      await applyToPromotion(promotionId, {
        ...(comment.trim() ? { comment: comment.trim() } : {}),
        ...(images.length > 0 ? { images } : {}),
      });
      toast.success(t('rewards.apply.sent'), TOAST_DURATIONS.short);
      onDone();
    } catch (error) {
      setFailure(apiErrorText(error, t));
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="rewards-apply" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={commentId} className="rewards-apply__label">
        {t('rewards.apply.comment')}
      </label>
      <textarea
        id={commentId}
        className="rewards-apply__comment"
        value={comment}
        maxLength={LIMITS.commentMax}
        rows={3}
        aria-describedby={counterId}
        disabled={sending}
        onChange={(event) => setComment(event.target.value.slice(0, LIMITS.commentMax))}
      />
      <span id={counterId} className="rewards-hint rewards-apply__counter">
        {t('rewards.apply.counter', { n: comment.length, max: LIMITS.commentMax })}
      </span>
      <ImagePicker files={files} onChange={setFiles} disabled={sending} />
      {failure ? (
        <p className="rewards-error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="rewards-apply__actions">
        <button
          type="button"
          className="lb-btn lb-btn--ghost"
          onClick={onCancel}
          disabled={sending}
        >
          {t('rewards.apply.cancel')}
        </button>
        <button type="submit" className="lb-btn lb-btn--primary" disabled={sending}>
          {sending ? t('rewards.apply.sending') : t('rewards.apply.submit')}
        </button>
      </div>
    </form>
  );
}
