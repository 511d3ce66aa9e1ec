import { SALUTATIONS, type FieldErrors } from '@amb/shared-contracts';
import { SelectField, TextField } from '@amb/remote-kit';

/** The contact and address fields of SPEC §3, shared by registration and the settings. */
export type PersonalValues = {
  salutation: string;
  title: string;
  firstname: string;
  lastname: string;
  phone: string;
  company: string;
  street: string;
  streetNumber: string;
  postalCode: string;
  city: string;
};

export const EMPTY_PERSONAL: PersonalValues = {
  salutation: '',
  title: '',
  firstname: '',
  lastname: '',
  phone: '',
  company: '',
  street: '',
  streetNumber: '',
  postalCode: '',
  city: '',
};

export const PERSONAL_KEYS = Object.keys(EMPTY_PERSONAL) as Array<keyof PersonalValues>;

const TEXT_FIELDS: Array<{
  name: Exclude<keyof PersonalValues, 'salutation'>;
  label: string;
  type?: 'tel';
  autoComplete: string;
  optional?: boolean;
}> = [
  { name: 'title', label: 'Titel (optional)', autoComplete: 'honorific-prefix', optional: true },
  { name: 'firstname', label: 'Vorname', autoComplete: 'given-name' },
  { name: 'lastname', label: 'Nachname', autoComplete: 'family-name' },
  { name: 'phone', label: 'Telefon', type: 'tel', autoComplete: 'tel' },
  { name: 'company', label: 'Firma', autoComplete: 'organization' },
  { name: 'street', label: 'Straße', autoComplete: 'address-line1' },
  { name: 'streetNumber', label: 'Hausnummer', autoComplete: 'address-line2' },
  { name: 'postalCode', label: 'PLZ', autoComplete: 'postal-code' },
  { name: 'city', label: 'Ort', autoComplete: 'address-level2' },
];

export function PersonalFields({
  idPrefix,
  values,
  errors,
  onChange,
}: {
  idPrefix: string;
  values: PersonalValues;
  errors: FieldErrors;
  onChange: (name: keyof PersonalValues, value: string) => void;
}) {
  return (
    <>
      <SelectField
        id={`${idPrefix}-salutation`}
        label="Anrede"
        placeholder="Bitte wählen"
        options={SALUTATIONS}
        value={values.salutation}
        error={errors.salutation}
        required
        onChange={(value) => onChange('salutation', value)}
      />
      {TEXT_FIELDS.map((field) => (
        <TextField
          key={field.name}
          id={`${idPrefix}-${field.name}`}
          label={field.label}
          type={field.type}
          autoComplete={field.autoComplete}
          required={!field.optional}
          value={values[field.name]}
          error={errors[field.name]}
          onChange={(value) => onChange(field.name, value)}
        />
      ))}
    </>
  );
}

/** Picks the personal fields out of any object, as strings. */
export function personalValuesOf(source: unknown): PersonalValues {
  const record = typeof source === 'object' && source !== null ? (source as Record<string, unknown>) : {};
  const values = { ...EMPTY_PERSONAL };
  for (const key of PERSONAL_KEYS) {
    const value = record[key];
    if (typeof value === 'string') values[key] = value;
  }
  return values;
}
