import { describedBy, FieldMessages, type FieldBase } from './fieldMessages';

/** An option whose label is its value, or a value with its own label (e.g. a slug and a name). */
export type SelectOption = string | { value: string; label: string };

export interface SelectFieldProps extends FieldBase {
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder: string;
  required?: boolean;
}

export function SelectField({
  id,
  name = id,
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
    <div className="kit-field">
      <label htmlFor={id} className="kit-field__label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`kit-field__input${error ? ' kit-field__input--invalid' : ''}`}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => {
          const { value: optionValue, label: optionLabel } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          );
        })}
      </select>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
