import type { ChangeEvent } from 'react';
import { controlProps, Field, type FieldBase } from './fieldMessages';

export interface TextFieldProps extends FieldBase {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password' | 'tel' | 'search' | 'date';
  /** The keyboard a phone shows (whole numbers: 'numeric'). */
  inputMode?: 'numeric' | 'text';
  autoComplete?: string;
  required?: boolean;
  multiline?: boolean;
}

/** A labelled input; its message sits under it, tied by aria-describedby and aria-invalid. */
export function TextField({
  value,
  onChange,
  type = 'text',
  autoComplete,
  required,
  multiline,
  inputMode,
  ...field
}: TextFieldProps) {
  const common = {
    ...controlProps(field),
    value,
    required,
    autoComplete,
    inputMode,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  return <Field {...field}>{multiline ? <textarea rows={4} {...common} /> : <input type={type} {...common} />}</Field>;
}
