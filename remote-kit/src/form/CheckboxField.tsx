import { FieldMessages } from './fieldMessages';

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
    <div className="kit-check">
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
