import { type MemberBookingParticipant } from '@amb/shared-contracts/core';
import { MEMBER_BOOKING_TEXTS } from '@amb/shared-contracts/member';
import { SALUTATIONS, substitutePersonSchema } from '@amb/shared-contracts/schemas';
import {
  Dialog,
  SelectField,
  SubmitButton,
  SummaryForm,
  TextField,
  failureOf,
  prefixedFieldIds,
  useForm,
} from '@amb/remote-kit';
import { useSubstituteRecipientMutation } from '../../components/bookingsApi';
import { participantName } from '../../components/BookingEvent';

const TEXT_FIELDS = [
  { name: 'title', label: 'Titel (optional)', autoComplete: 'off' },
  { name: 'firstname', label: 'Vorname', autoComplete: 'off', required: true },
  { name: 'lastname', label: 'Nachname', autoComplete: 'off', required: true },
  { name: 'email', label: 'E-Mail-Adresse', autoComplete: 'off', type: 'email', required: true },
] as const;

const EMPTY = { salutation: '', title: '', firstname: '', lastname: '', email: '' };

/**
 * A substitute participant (Ersatzteilnehmer) takes the seat free of charge: SPEC §3 person fields, checked with
 * the shared schema here and again by the api, whose 400 `fields` appear at the fields.
 */
export function SubstituteDialog({
  participant,
  onClose,
  onDone,
}: {
  participant: MemberBookingParticipant;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const form = useForm(substitutePersonSchema, EMPTY);
  const [substitute] = useSubstituteRecipientMutation();
  const idPrefix = `substitute-${participant.participantId}`;
  const submit = form.handleSubmit(async (value) => {
    try {
      const { message } = await substitute({ participantId: participant.participantId, ...value }).unwrap();
      onDone(message);
    } catch (failed) {
      form.fail(failureOf(failed));
    }
  });
  return (
    <Dialog open title={MEMBER_BOOKING_TEXTS.substituteTitle} onClose={onClose} closeLabel="Abbrechen">
      <p>
        {`Statt ${participantName(participant, 'dative')}. `}
        {MEMBER_BOOKING_TEXTS.substituteHint}
      </p>
      <SummaryForm
        form={form}
        fieldIds={prefixedFieldIds(idPrefix, ['salutation', ...TEXT_FIELDS.map((field) => field.name)])}
        onSubmit={submit}
        className="account-dialog__form"
      >
        <SelectField
          id={`${idPrefix}-salutation`}
          label="Anrede"
          placeholder="Bitte wählen"
          options={SALUTATIONS}
          required
          {...form.field('salutation')}
        />
        {TEXT_FIELDS.map((field) => (
          <TextField
            key={field.name}
            id={`${idPrefix}-${field.name}`}
            label={field.label}
            autoComplete={field.autoComplete}
            type={'type' in field ? field.type : undefined}
            required={'required' in field}
            {...form.field(field.name)}
          />
        ))}
        <SubmitButton busy={form.busy}>{MEMBER_BOOKING_TEXTS.substituteSave}</SubmitButton>
      </SummaryForm>
    </Dialog>
  );
}
