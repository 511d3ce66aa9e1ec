import type { ReactNode } from 'react';
import './form.css';

/** What every field takes: its id (also the form value's name unless `name` says otherwise), label, message and hint. */
export interface FieldBase {
  id: string;
  /** The name submitted with the form; defaults to the id (a GET form may need its own query name). */
  name?: string;
  label: string;
  error?: string;
  hint?: string;
}

/** The ids of the hint and message under a field, for aria-describedby. */
export function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** What ties a control to its label, hint and message, with the SPEC §5 'invalid' style. */
export function controlProps({ id, name = id, error, hint }: FieldBase) {
  return {
    id,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, hint),
    className: `kit-field__input${error ? ' kit-field__input--invalid' : ''}`,
  };
}

/** The hint and the SPEC §5 message under a field. */
export function FieldMessages({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="kit-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="kit-field__error">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A field: label above, the control, hint and message under it. */
export function Field({ id, label, error, hint, children }: FieldBase & { children: ReactNode }) {
  return (
    <div className="kit-field">
      <label htmlFor={id} className="kit-field__label">
        {label}
      </label>
      {children}
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
