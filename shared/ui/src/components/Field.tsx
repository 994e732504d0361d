import { useId, type ReactNode } from 'react';

/** The ids and ARIA attributes a control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** Shown under the control and announced with it (e.g. a character counter). */
  hint?: ReactNode;
  /** A message about this field; marks the control invalid and is announced with it. */
  error?: string | null;
  /** Overrides the generated id (when a page needs a stable one). */
  id?: string;
  /** Renders the control with the props that connect it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Label + control + hint + error, wired for assistive technology; every form control uses it. */
export function Field({ label, hint, error, id, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="bn-field">
      <label className="bn-field__label" htmlFor={controlId}>
        {label}
      </label>
      {children({ id: controlId, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint ? (
        <span id={hintId} className="bn-field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className="bn-field__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
