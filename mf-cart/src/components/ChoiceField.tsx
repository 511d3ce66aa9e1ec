import type { ReactNode } from 'react';

export interface Choice {
  value: string;
  label: string;
}

/** Which element describes a control: its hint and its message (ids under the control). */
const describedBy = (id: string, hint?: ReactNode, error?: string) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/**
 * A radio group in a fieldset with its legend (DESIGN.md), the kit's field classes, a hint and the SPEC §5
 * message under it; the kit has no radio group yet.
 */
export function ChoiceField({
  id,
  legend,
  choices,
  value,
  onChange,
  error,
  hint,
}: {
  id: string;
  legend: string;
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
}) {
  return (
    <fieldset className="kit-fieldset" aria-describedby={describedBy(id, hint, error)}>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <div className="kit-check" key={choice.value}>
          <input
            id={`${id}-${choice.value}`}
            name={id}
            type="radio"
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          <label htmlFor={`${id}-${choice.value}`}>{choice.label}</label>
        </div>
      ))}
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
    </fieldset>
  );
}

/** A single checkbox whose label may hold a link (the AGB), with a hint and its message under it. */
export function CheckField({
  id,
  label,
  checked,
  onChange,
  error,
  hint,
}: {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  hint?: ReactNode;
}) {
  return (
    <div className="kit-field">
      <div className="kit-check">
        <input
          id={id}
          name={id}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
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
    </div>
  );
}
