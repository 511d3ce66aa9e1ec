import {
  BOARD_OPTIONS,
  BR_FUNCTIONS,
  PARTICIPANT_KIND_LABELS,
  PARTICIPANT_KINDS,
  SALUTATIONS,
} from '@amb/shared-contracts/schemas';
import { Button, SelectField, TextField } from '@amb/remote-kit';
import type { OptionsDraft, ParticipantDraft } from './faxDraft';

type Errors = Record<string, string>;

const PARTICIPANT_FIELDS = [
  'salutation',
  'title',
  'firstname',
  'lastname',
  'email',
  'brFunction',
  'hotelOverNightOption',
  'kind',
] as const satisfies ReadonlyArray<keyof ParticipantDraft>;
const OPTION_FIELDS = [
  'company',
  'street',
  'streetNumber',
  'postalCode',
  'city',
  'purchaseOrderNumber',
] as const satisfies ReadonlyArray<keyof OptionsDraft>;

const participantFieldId = (index: number, field: keyof ParticipantDraft) => `fax-${index}-${field}`;
const optionFieldId = (field: keyof OptionsDraft) => `fax-options-${field}`;

/**
 * Every message key of the registration (`participants.<n>.<field>`, `options.<field>`, `acceptTerms`) with the id of
 * its control, in the form's order: the error summary's order and links.
 */
export function registrationFieldIds(participants: number, acceptTermsId: string): Record<string, string> {
  const ids: Record<string, string> = {};
  for (let index = 0; index < participants; index += 1) {
    for (const field of PARTICIPANT_FIELDS) ids[`participants.${index}.${field}`] = participantFieldId(index, field);
  }
  for (const field of OPTION_FIELDS) ids[`options.${field}`] = optionFieldId(field);
  ids.acceptTerms = acceptTermsId;
  return ids;
}

const BOARD_CHOICES = Object.entries(BOARD_OPTIONS).map(([value, label]) => ({ value, label }));
const KIND_CHOICES = PARTICIPANT_KINDS.map((value) => ({ value, label: PARTICIPANT_KIND_LABELS[value] }));

/** One participant with the cart's participant fields; messages keyed `participants.<n>.<field>`. */
export function ParticipantFields({
  index,
  person,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  person: ParticipantDraft;
  errors: Errors;
  onChange: (patch: Partial<ParticipantDraft>) => void;
  onRemove?: () => void;
}) {
  const id = (field: keyof ParticipantDraft) => participantFieldId(index, field);
  const error = (field: keyof ParticipantDraft) => errors[`participants.${index}.${field}`];
  const text = (field: keyof ParticipantDraft, label: string, type: 'text' | 'email' = 'text') => (
    <TextField
      id={id(field)}
      label={label}
      type={type}
      value={person[field]}
      onChange={(value) => onChange({ [field]: value })}
      error={error(field)}
    />
  );
  const select = (
    field: keyof ParticipantDraft,
    label: string,
    options: ReadonlyArray<string | { value: string; label: string }>,
  ) => (
    <SelectField
      id={id(field)}
      label={label}
      placeholder="Bitte wählen"
      options={options}
      value={person[field]}
      onChange={(value) => onChange({ [field]: value })}
      error={error(field)}
    />
  );
  return (
    <fieldset className="amb-cart-fax__person">
      <legend>{`${index + 1}. Teilnehmer`}</legend>
      {select('salutation', 'Anrede', SALUTATIONS)}
      {text('title', 'Titel (optional)')}
      {text('firstname', 'Vorname')}
      {text('lastname', 'Nachname')}
      {text('email', 'E-Mail-Adresse', 'email')}
      {select('brFunction', 'BR-Funktion (optional)', BR_FUNCTIONS)}
      {select('hotelOverNightOption', 'Übernachtung und Verpflegung', BOARD_CHOICES)}
      {select('kind', 'Buchung oder Reservierung', KIND_CHOICES)}
      {onRemove ? (
        <Button variant="secondary" onClick={onRemove}>
          {`${index + 1}. Teilnehmer entfernen`}
        </Button>
      ) : null}
    </fieldset>
  );
}

/** The billing address and the purchase-order number; messages keyed `options.<field>`. */
export function OptionsFields({
  options,
  errors,
  onChange,
}: {
  options: OptionsDraft;
  errors: Errors;
  onChange: (patch: Partial<OptionsDraft>) => void;
}) {
  const text = (field: keyof OptionsDraft, label: string) => (
    <TextField
      id={optionFieldId(field)}
      label={label}
      value={options[field]}
      onChange={(value) => onChange({ [field]: value })}
      error={errors[`options.${field}`]}
    />
  );
  return (
    <fieldset className="amb-cart-fax__person">
      <legend>Rechnungsadresse</legend>
      {text('company', 'Firma')}
      {text('street', 'Straße')}
      {text('streetNumber', 'Hausnummer')}
      {text('postalCode', 'PLZ')}
      {text('city', 'Ort')}
      {text('purchaseOrderNumber', 'Bestellnummer (optional)')}
    </fieldset>
  );
}
