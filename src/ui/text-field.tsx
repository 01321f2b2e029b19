// A labelled react-final-form text input with its error under it.
import { useId, useState } from 'react';
import { useField } from 'react-final-form';
import { INPUT_LIMITS } from '../contract/limits.ts';

/** A field's validation message, or undefined when it is valid. */
export type FieldError = string | undefined;

/** The default maximum length of a text input (docs/product-spec.md, Validation rules). */
export const TEXT_INPUT_MAX_LENGTH = INPUT_LIMITS.textMaxChars;

export interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'number' | 'date' | 'time';
  autoComplete?: string;
  validate?: (value: unknown) => FieldError;
  maxLength?: number;
  /** The on-screen keyboard to offer (e.g. 'tel': digits, +, brackets). */
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  /** A password field's button that shows what was typed: its [visible text, accessible name] when hidden and when shown. */
  reveal?: { show: readonly [string, string]; hide: readonly [string, string] };
  /** Shown, not editable, with `note` under it saying why. */
  readOnlyNote?: string;
}

export function TextField({ name, label, type = 'text', autoComplete, validate, maxLength = TEXT_INPUT_MAX_LENGTH, inputMode, reveal, readOnlyNote }: TextFieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const { input, meta } = useField<string, HTMLInputElement>(name, { validate, type });
  // A check failed (once touched), or the server refused the value last submitted.
  const submitError = !meta.dirtySinceLastSubmit && typeof meta.submitError === 'string' ? meta.submitError : undefined;
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : submitError;
  const field = (
    <input
      {...input}
      id={id}
      className="field-input"
      type={reveal && shown ? 'text' : type}
      autoComplete={autoComplete}
      inputMode={inputMode}
      maxLength={maxLength}
      readOnly={readOnlyNote !== undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={[error ? errorId : '', readOnlyNote !== undefined ? noteId : ''].filter(Boolean).join(' ') || undefined}
    />
  );
  const [revealText, revealName] = reveal ? (shown ? reveal.hide : reveal.show) : ['', ''];
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {reveal ? (
        <div className="field-reveal">
          {field}
          <button type="button" className="field-reveal-button" aria-label={revealName} onClick={() => setShown((value) => !value)}>
            {revealText}
          </button>
        </div>
      ) : (
        field
      )}
      {readOnlyNote !== undefined && (
        <p className="form-note" id={noteId}>
          {readOnlyNote}
        </p>
      )}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
