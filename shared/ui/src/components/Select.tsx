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
  /** The text of a first option with the value '' meaning "none chosen" (e.g. 'Any field'). */
  noneOption?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'>;

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, hint, error, id, className, noneOption, ...selectProps },
  ref,
) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) => (
        <select ref={ref} className={['bn-field__control', className].filter(Boolean).join(' ')} {...selectProps} {...control}>
          {noneOption !== undefined ? <option value="">{noneOption}</option> : null}
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
