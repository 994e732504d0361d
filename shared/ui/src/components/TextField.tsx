import { forwardRef, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { Field } from './Field';

interface LabelledProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
}

export type TextFieldProps = LabelledProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>;

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, id, className, ...inputProps },
  ref,
) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) => <input ref={ref} className={['bn-field__control', className].filter(Boolean).join(' ')} {...inputProps} {...control} />}
    </Field>
  );
});

export type TextAreaFieldProps = LabelledProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'>;

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, hint, error, id, className, ...textareaProps },
  ref,
) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) => (
        <textarea ref={ref} className={['bn-field__control', className].filter(Boolean).join(' ')} {...textareaProps} {...control} />
      )}
    </Field>
  );
});
