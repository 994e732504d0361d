import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { OFFLINE_MESSAGE, useOnline } from '../offline/useOnline';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Stretches the button to the width of its container (forms on narrow screens). */
  block?: boolean;
  /**
   * The button saves something on the server: while the device is offline it is disabled, and says
   * why (OFFLINE_MESSAGE as its description), instead of failing when pressed.
   */
  savesChanges?: boolean;
}

export function buttonClassName(variant: ButtonVariant = 'primary', block = false, extra?: string): string {
  return ['bn-button', `bn-button--${variant}`, block ? 'bn-button--block' : '', extra ?? ''].filter(Boolean).join(' ');
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', block = false, savesChanges = false, className, type = 'button', disabled, title, ...rest },
  ref,
) {
  const online = useOnline();
  const offline = savesChanges && !online;
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClassName(variant, block, className)}
      disabled={disabled || offline}
      title={offline ? OFFLINE_MESSAGE : title}
      {...rest}
    />
  );
});
