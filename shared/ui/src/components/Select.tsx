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
  /**
   * A first option with the value '' meaning "none chosen", which also names the control, so the
   * label is then kept for assistive technology only (the spec's "Filter by" select).
   */
  placeholder?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'>;

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, hint, error, id, className, placeholder, ...selectProps },
  ref,
) {
  return (
    <Field label={label} hint={hint} error={error} id={id} labelHidden={placeholder !== undefined}>
      {(control) => (
        <select ref={ref} className={['bn-field__control', className].filter(Boolean).join(' ')} {...selectProps} {...control}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
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
