import { controlProps, Field, type FieldBase } from './fieldMessages';

/** An option whose label is its value, or a value with its own label (e.g. a slug and a name). */
export type SelectOption = string | { value: string; label: string };

export interface SelectFieldProps extends FieldBase {
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder: string;
  required?: boolean;
}

export function SelectField({ value, onChange, options, placeholder, required, ...field }: SelectFieldProps) {
  return (
    <Field {...field}>
      <select
        {...controlProps(field)}
        value={value}
        required={required}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => {
          const { value: optionValue, label } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={optionValue} value={optionValue}>
              {label}
            </option>
          );
        })}
      </select>
    </Field>
  );
}
