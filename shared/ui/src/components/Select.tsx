import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Field } from './Field';

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectProps = {
  label: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode;
  error?: string | null;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'>;

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, hint, error, id, className, ...selectProps },
  ref,
) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) => (
        <select ref={ref} className={['bn-field__control', className].filter(Boolean).join(' ')} {...selectProps} {...control}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
});
