import { SALUTATIONS, type FieldErrors } from '@amb/shared-contracts/schemas';
import { type PersonalData } from '@amb/shared-contracts/core';
import { SelectField, TextField, prefixedFieldIds } from '@amb/remote-kit';

/** The contact and address fields of SPEC §3, shared by registration and the settings: all empty. */
export const EMPTY_PERSONAL: PersonalData = {
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

const TEXT_FIELDS: Array<{
  name: Exclude<keyof PersonalData, 'salutation'>;
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

/** The fields' names in the order they show, and their ids under `idPrefix` (for the form's error summary). */
export const personalFieldIds = (idPrefix: string): Record<string, string> =>
  prefixedFieldIds(idPrefix, ['salutation', ...TEXT_FIELDS.map((field) => field.name)]);

export function PersonalFields({
  idPrefix,
  values,
  errors,
  onChange,
}: {
  idPrefix: string;
  values: PersonalData;
  errors: FieldErrors;
  onChange: (name: keyof PersonalData, value: string) => void;
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
