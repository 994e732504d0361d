import './checkbox.css';
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';

export type CheckboxProps = { label: ReactNode; hint?: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'>;

/** A checkbox with its label beside it; the whole label is the click target. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, hint, className, ...inputProps }, ref) {
  return (
    <label className={['bn-checkbox', className].filter(Boolean).join(' ')}>
      <input ref={ref} type="checkbox" {...inputProps} />
      <span className="bn-checkbox__text">
        <span>{label}</span>
        {hint ? <span className="bn-checkbox__hint">{hint}</span> : null}
      </span>
    </label>
  );
});
