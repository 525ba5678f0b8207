import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface LabelledFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /**
   * The BEM block of the app's field styles: the field is `<block>` with `__label`, `__box`,
   * `__input`, `__hint`, `__error` and (with an action) `__row` inside.
   */
  block: string;
  label: string;
  /** The input's id; a generated one when left out. */
  id?: string;
  /** A standing hint under the field, shown while there is no error. */
  hint?: string;
  /** Shown under the field (role alert) in place of the hint; marks the input invalid. */
  error?: string | null;
  /** Inside the box, before the input (an icon). */
  leading?: ReactNode;
  /** Inside the box, after the input (a status icon, the show-password toggle). */
  trailing?: ReactNode;
  /** A control beside the box (the send-code button). */
  action?: ReactNode;
  /** `data-state` of the field, for styles that tell idle, valid and invalid apart. */
  state?: string;
  /** Keeps an empty message line while there is nothing to say, so the form does not jump. */
  reserveMessage?: boolean;
  /** The input's new value on every change (besides `onChange` with the event). */
  onValueChange?: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The one labelled text field: a label tied to the input, a hint or an error under it that the
 * input is described by (`aria-describedby`), `aria-invalid` while there is an error, and
 * optional leading, trailing and beside-the-box controls. The looks stay with each app's styles.
 */
export function LabelledField({
  block,
  label,
  id: givenId,
  hint,
  error,
  leading,
  trailing,
  action,
  state,
  reserveMessage = false,
  onValueChange,
  inputRef,
  onChange,
  ...input
}: LabelledFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const messageId = `${id}-message`;
  const message = error || hint || undefined;
  const box = (
    <div className={`${block}__box`}>
      {leading}
      <input
        {...input}
        ref={inputRef}
        id={id}
        className={`${block}__input`}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        onChange={(event) => {
          onChange?.(event);
          onValueChange?.(event.target.value);
        }}
      />
      {trailing}
    </div>
  );
  return (
    <div className={block} data-state={state}>
      <label className={`${block}__label`} htmlFor={id}>
        {label}
      </label>
      {action ? (
        <div className={`${block}__row`}>
          {box}
          {action}
        </div>
      ) : (
        box
      )}
      {message || reserveMessage ? (
        <p
          id={messageId}
          className={error || !message ? `${block}__error` : `${block}__hint`}
          role={error ? 'alert' : undefined}
        >
          {message ?? ''}
        </p>
      ) : null}
    </div>
  );
}
