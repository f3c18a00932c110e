import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export const buttonVariants = ['primary', 'secondary', 'text'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

/** Heights in px: small 34, medium 42, large 58. */
export const buttonHeights = { small: 34, medium: 42, large: 58 } as const;
export type ButtonSize = keyof typeof buttonHeights;

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** Class names for a button look, also for links that look like buttons. Throws for an unknown variant. */
export function buttonClassName({
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
}: ButtonStyleOptions = {}) {
  if (!(buttonVariants as readonly string[]).includes(variant)) {
    throw new Error(`Unknown button variant "${variant}": use primary, secondary or text`);
  }
  if (!(size in buttonHeights)) throw new Error(`Unknown button size "${size}": use small, medium or large`);
  return [styles.button, styles[variant], styles[size], fullWidth ? styles.full : null]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyleOptions {}

export function Button({ variant, size, fullWidth, className, type = 'button', ...props }: ButtonProps) {
  const classes = buttonClassName({ variant, size, fullWidth });
  return <button type={type} className={className ? `${classes} ${className}` : classes} {...props} />;
}
