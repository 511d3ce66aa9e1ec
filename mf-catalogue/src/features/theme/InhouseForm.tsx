/**
 * The in-house request form (SPEC §5 rules through the shared schema, again on the server). Loaded lazily by
 * the in-house page only: the form code and yup stay out of the other pages' JavaScript.
 */
import { useEffect, useRef, useState } from 'react';
import { inhouseRequestSchema, SALUTATIONS } from '@amb/shared-contracts/schemas';
import {
  failureOf,
  prefixedFieldIds,
  SelectField,
  SubmitButton,
  SummaryForm,
  TextField,
  useForm,
} from '@amb/remote-kit';
import { useSendInhouseRequestMutation } from './themeApi';

const EMPTY = {
  salutation: '',
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  company: '',
  street: '',
  streetNumber: '',
  postalCode: '',
  city: '',
  participants: '',
  message: '',
};

type TextName = Exclude<keyof typeof EMPTY, 'salutation' | 'message'>;

const TEXT_FIELDS: Array<{ name: TextName; label: string; type?: 'email' | 'tel'; autoComplete?: string }> = [
  { name: 'firstname', label: 'Vorname', autoComplete: 'given-name' },
  { name: 'lastname', label: 'Nachname', autoComplete: 'family-name' },
  { name: 'email', label: 'E-Mail-Adresse', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Telefon', type: 'tel', autoComplete: 'tel' },
  { name: 'company', label: 'Firma', autoComplete: 'organization' },
  { name: 'street', label: 'Straße', autoComplete: 'address-line1' },
  { name: 'streetNumber', label: 'Hausnummer', autoComplete: 'address-line2' },
  { name: 'postalCode', label: 'PLZ', autoComplete: 'postal-code' },
  { name: 'city', label: 'Ort', autoComplete: 'address-level2' },
  { name: 'participants', label: 'Anzahl der Teilnehmenden' },
];
/** The fields in the form's order with their ids (the error summary links there); the date's id has no field. */
const FIELD_IDS = prefixedFieldIds('inhouse', ['salutation', ...TEXT_FIELDS.map((field) => field.name), 'message']);

function Confirmation({ themeTitle, email }: { themeTitle: string; email: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} role="status" tabIndex={-1} className="kit-state cat-inhouse__confirmation">
      <p className="kit-state__text">
        Vielen Dank für Ihre Anfrage! Wir haben Ihre Inhouse-Anfrage zum Seminar „{themeTitle}“ erhalten und eine
        Bestätigung an {email} geschickt. Wir melden uns in Kürze mit einem Angebot bei Ihnen.
      </p>
    </div>
  );
}

export default function InhouseForm({ themeId, themeTitle }: { themeId: number; themeTitle: string }) {
  const form = useForm(inhouseRequestSchema, { ...EMPTY, themeId });
  const [send] = useSendInhouseRequestMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (value) => {
    try {
      await send(value).unwrap();
    } catch (error) {
      form.fail(failureOf(error));
      return;
    }
    setSentTo(value.email);
  });

  if (sentTo) return <Confirmation themeTitle={themeTitle} email={sentTo} />;

  return (
    <SummaryForm
      form={form}
      fieldIds={FIELD_IDS}
      onSubmit={onSubmit}
      className="cat-inhouse__form"
      aria-labelledby="cat-inhouse-form-heading"
    >
      <h3 id="cat-inhouse-form-heading">Ihre Anfrage</h3>
      <p>Alle Felder sind Pflichtfelder.</p>
      <SelectField
        id="inhouse-salutation"
        label="Anrede"
        placeholder="Bitte wählen"
        options={SALUTATIONS}
        required
        {...form.field('salutation')}
      />
      {TEXT_FIELDS.map((field) => (
        <TextField
          key={field.name}
          id={`inhouse-${field.name}`}
          label={field.label}
          type={field.type}
          autoComplete={field.autoComplete}
          required
          {...form.field(field.name)}
        />
      ))}
      <TextField
        id="inhouse-message"
        label="Ihre Nachricht"
        hint="Zum Beispiel: gewünschter Zeitraum, Ort und Schwerpunkte."
        multiline
        required
        {...form.field('message')}
      />
      <SubmitButton busy={form.busy}>Anfrage senden</SubmitButton>
    </SummaryForm>
  );
}
