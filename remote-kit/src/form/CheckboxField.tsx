import type { ReactNode } from 'react';
import { describedBy, FieldMessages } from './fieldMessages';

/** One checkbox; its label may hold a link (the AGB); with a hint and the SPEC §5 message under it when given. */
export function CheckboxField({
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
  const check = (
    <div className="kit-check">
      <input
        id={id}
        name={id}
        type="checkbox"
        checked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
  if (!error && !hint) return check;
  return (
    <div className="kit-field">
      {check}
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

export interface RadioChoice {
  value: string;
  label: string;
}

/** A radio group in a fieldset with its legend (DESIGN.md), a hint and the SPEC §5 message under it. */
export function RadioGroup({
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
  choices: readonly RadioChoice[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
}) {
  return (
    <fieldset className="kit-fieldset" aria-describedby={describedBy(id, error, hint)}>
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
      <FieldMessages id={id} error={error} hint={hint} />
    </fieldset>
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
    <fieldset className="kit-fieldset" aria-describedby={error ? `${id}-error` : undefined}>
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
