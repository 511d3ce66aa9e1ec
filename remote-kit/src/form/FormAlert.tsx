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

/** A success or progress message, read out politely. */
export function FormStatus({ message }: { message: string | null }) {
  return (
    <p role="status" className="kit-status">
      {message}
    </p>
  );
}
