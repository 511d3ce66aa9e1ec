import { useEffect, useRef, type ChangeEvent, type ReactNode } from 'react';

interface FieldBase {
  id: string;
  label: string;
  error?: string;
  hint?: string;
}

function describedBy(id: string, error?: string, hint?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function FieldMessages({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="account-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="account-field__error">
          {error}
        </p>
      ) : null}
    </>
  );
}

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
    name: id,
    value,
    required,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, hint),
    className: `account-field__input${error ? ' account-field__input--invalid' : ''}`,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  return (
    <div className="account-field">
      <label htmlFor={id} className="account-field__label">
        {label}
      </label>
      {multiline ? <textarea rows={4} {...common} /> : <input type={type} {...common} />}
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

export interface SelectFieldProps extends FieldBase {
  value: string;
  onChange: (value: string) => void;
  options: readonly string[];
  placeholder: string;
  required?: boolean;
}

export function SelectField({
  id,
  label,
  error,
  hint,
  value,
  onChange,
  options,
  placeholder,
  required,
}: SelectFieldProps) {
  return (
    <div className="account-field">
      <label htmlFor={id} className="account-field__label">
        {label}
      </label>
      <select
        id={id}
        name={id}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`account-field__input${error ? ' account-field__input--invalid' : ''}`}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

export function CheckboxField({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="account-check">
      <input id={id} name={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

export interface CheckboxGroupProps {
  id: string;
  legend: string;
  options: readonly string[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  error?: string;
}

/** A fieldset of checkboxes choosing a subset of `options` (kept in the options' order). */
export function CheckboxGroup({ id, legend, options, selected, onChange, error }: CheckboxGroupProps) {
  const toggle = (option: string, checked: boolean) =>
    onChange(options.filter((item) => (item === option ? checked : selected.includes(item))));
  return (
    <fieldset className="account-fieldset" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {options.map((option, index) => (
        <CheckboxField
          key={option}
          id={`${id}-${index}`}
          label={option}
          checked={selected.includes(option)}
          onChange={(checked) => toggle(option, checked)}
        />
      ))}
      <FieldMessages id={id} error={error} />
    </fieldset>
  );
}

/** A general error: role="alert", and focus moves to it so screen readers and keyboards land there. */
export function FormAlert({ message }: { message: string | null }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <p ref={ref} role="alert" tabIndex={-1} className="account-alert">
      {message}
    </p>
  );
}

/** A success or progress message, read out politely. */
export function FormStatus({ message }: { message: string | null }) {
  return (
    <p role="status" className="account-status">
      {message}
    </p>
  );
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="account-button" disabled={busy} aria-busy={busy || undefined}>
      {children}
    </button>
  );
}
