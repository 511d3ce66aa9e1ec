import type { HTMLAttributes, ReactNode } from 'react';
import './surface.css';

/** A bordered block for one thing (a seminar, a booking, a form section). */
export function Card({
  heading,
  headingLevel = 2,
  className,
  children,
  ...rest
}: HTMLAttributes<HTMLElement> & { heading?: ReactNode; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={['kit-card', className].filter(Boolean).join(' ')} {...rest}>
      {heading ? <Heading className="kit-card__heading">{heading}</Heading> : null}
      {children}
    </section>
  );
}
