import { forwardRef, type ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Stretches the button to the width of its container (forms on narrow screens). */
  block?: boolean;
}

export function buttonClassName(variant: ButtonVariant = 'primary', block = false, extra?: string): string {
  return ['bn-button', `bn-button--${variant}`, block ? 'bn-button--block' : '', extra ?? ''].filter(Boolean).join(' ');
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', block = false, className, type = 'button', ...rest },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClassName(variant, block, className)} {...rest} />;
});
