import type { ComponentProps } from 'react';
import { Link, type LinkProps } from '../router/Link';
import './button.css';

/** `danger`: an action that removes or ends something (outlined in the error colour, never the primary red fill). */
export type ButtonVariant = 'primary' | 'secondary' | 'danger';

const classes = (variant: ButtonVariant, extra?: string) =>
  ['kit-button', `kit-button--${variant}`, extra].filter(Boolean).join(' ');

/** Primary (filled brand red), secondary (outline) or danger (removes something) action. */
export function Button({
  variant = 'primary',
  type = 'button',
  className,
  ...rest
}: ComponentProps<'button'> & { variant?: ButtonVariant }) {
  return <button type={type} className={classes(variant, className)} {...rest} />;
}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant = 'primary', className, ...rest }: LinkProps & { variant?: ButtonVariant }) {
  return <Link className={classes(variant, className)} {...rest} />;
}
