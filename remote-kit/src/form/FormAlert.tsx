import { useEffect, useRef } from 'react';
import './form.css';

/** A general error: role="alert", and focus moves to it so screen readers and keyboards land there. */
export function FormAlert({ message }: { message: string | null }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <p ref={ref} role="alert" tabIndex={-1} className="kit-alert">
      {message}
    </p>
  );
}

/**
 * A success or progress message, read out politely. `takeFocus`: after a save whose form goes away or starts anew
 * (a sent message, a registration), the focus moves to the message, never to the page's body.
 */
export function FormStatus({ message, takeFocus = false }: { message: string | null; takeFocus?: boolean }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takeFocus && message) ref.current?.focus();
  }, [message, takeFocus]);
  return (
    <p ref={ref} role="status" className="kit-status" tabIndex={takeFocus ? -1 : undefined}>
      {message}
    </p>
  );
}
