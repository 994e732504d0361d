import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Button } from './Button';
import { Field } from './Field';

export type PasswordFieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'children' | 'type'>;

/** A password input with a button that shows or hides what was typed. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, hint, error, id, ...inputProps },
  ref,
) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) => (
        <div className="bn-password">
          <input ref={ref} className="bn-field__control" type={visible ? 'text' : 'password'} {...inputProps} {...control} />
          <Button
            variant="secondary"
            className="bn-password__toggle"
            aria-controls={control.id}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? 'Hide' : 'Show'}
            <span className="bn-password__toggle-noun"> password</span>
          </Button>
        </div>
      )}
    </Field>
  );
});
