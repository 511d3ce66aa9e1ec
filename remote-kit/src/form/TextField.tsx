import type { ChangeEvent } from 'react';
import { describedBy, FieldMessages, type FieldBase } from './fieldMessages';

export interface TextFieldProps extends FieldBase {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password' | 'tel' | 'search';
  autoComplete?: string;
  required?: boolean;
  multiline?: boolean;
}

/** A labelled input; its message sits under it, tied by aria-describedby and aria-invalid. */
export function TextField({
  id,
  name = id,
  label,
  error,
  hint,
  value,
  onChange,
  type = 'text',
  autoComplete,
  required,
  multiline,
}: TextFieldProps) {
  const common = {
    id,
    name,
    value,
    required,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, hint),
    className: `kit-field__input${error ? ' kit-field__input--invalid' : ''}`,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  return (
    <div className="kit-field">
      <label htmlFor={id} className="kit-field__label">
        {label}
      </label>
      {multiline ? <textarea rows={4} {...common} /> : <input type={type} {...common} />}
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
