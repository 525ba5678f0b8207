import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@lobby/shared';
import { checkPicked, LIMITS, type ImageProblem } from '../utils/image-files';

interface ImagePickerProps {
  files: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}

/**
 * Up to 3 PNG or JPG images of at most 5 MB, checked when picked (type by the file's bytes, as
 * the server does), with previews and a remove button each. A refused pick is announced.
 */
export function ImagePicker({ files, onChange, disabled }: ImagePickerProps) {
  const { t } = useTranslation('promo');
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const previews = useMemo(
    () =>
      files.map((file) =>
        typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '',
      ),
    [files],
  );
  useEffect(
    () => () => {
      for (const url of previews) if (url) URL.revokeObjectURL(url);
    },
    [previews],
  );

  async function pick(list: FileList | null) {
    const picked = Array.from(list ?? []);
    if (input.current) input.current.value = '';
    if (picked.length === 0) return;
    const checked = await checkPicked(picked, files.length);
    setProblem(checked.problem);
    if (checked.accepted.length > 0) onChange([...files, ...checked.accepted]);
  }

  const full = files.length >= LIMITS.imagesMax;
  return (
    <div className="rewards-images">
      <div className="rewards-images__head">
        <label
          htmlFor={inputId}
          className={`lb-btn lb-btn--ghost rewards-images__add${full || disabled ? ' is-disabled' : ''}`}
        >
          {t('rewards.apply.addImages')}
        </label>
        <input
          ref={input}
          id={inputId}
          className="lb-visually-hidden"
          type="file"
          accept="image/png,image/jpeg"
          multiple
          disabled={full || disabled}
          aria-describedby={hintId}
          onChange={(event) => void pick(event.target.files)}
        />
        <span id={hintId} className="rewards-hint">
          {t('rewards.apply.imagesHint', { n: files.length, max: LIMITS.imagesMax })}
        </span>
      </div>
      {problem ? (
        <p className="rewards-error" role="alert">
          {t(`rewards.apply.problems.${problem}`, { max: LIMITS.imagesMax })}
        </p>
      ) : null}
      {files.length > 0 ? (
        <ul className="rewards-images__list">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="rewards-images__item">
              {previews[index] ? (
                <img
                  src={previews[index]}
                  alt={t('rewards.apply.preview', { index: index + 1, name: file.name })}
                />
              ) : null}
              <button
                type="button"
                className="rewards-images__remove"
                aria-label={t('rewards.apply.remove', { name: file.name })}
                disabled={disabled}
                onClick={() => {
                  setProblem(null);
                  onChange(files.filter((_, i) => i !== index));
                }}
              >
                <CloseIcon size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
