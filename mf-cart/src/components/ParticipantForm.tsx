import {
  BOARD_OPTIONS,
  BOARD_OPTION_KEYS,
  BR_FUNCTIONS,
  PARTICIPANT_KINDS,
  PARTICIPANT_KIND_LABELS,
  SALUTATIONS,
  participantSchema,
  type ParticipantInput,
} from '@amb/shared-contracts/schemas';
import { useState, type FormEvent } from 'react';
import {
  CONFERENCE_MESSAGES,
  CONFERENCE_TEXTS,
  formatPrice,
  missingWorkshopSlots,
  type ShoppingCartItem,
  type WorkshopChoice,
} from '@amb/shared-contracts/core';
import { WorkshopChoiceFields } from '@amb/remote-kit/booking';
import {
  DEFAULT_LEGAL_BASIS,
  LEGAL_BASES,
  LEGAL_BASIS_KEYS,
  goesToWaitlist,
  oneMoreFits,
} from '@amb/shared-contracts/booking';
import {
  Button,
  CheckboxField,
  RadioGroup,
  SelectField,
  SubmitButton,
  SummaryForm,
  TextField,
  failureOf,
  useForm,
} from '@amb/remote-kit';
import { useAddRecipientMutation, useEditRecipientMutation } from './shoppingCartApi';
import { CART_TEXTS, FIELD_LABELS } from './cartTexts';

/** The form's values: every field a string until the shared schema has checked it. */
export type ParticipantValues = Record<keyof ParticipantInput, string>;

export const EMPTY_PARTICIPANT: ParticipantValues = {
  salutation: '',
  title: '',
  firstname: '',
  lastname: '',
  email: '',
  brFunction: '',
  hotelOverNightOption: '',
  kind: 'booking',
  legalBasis: DEFAULT_LEGAL_BASIS,
};

const LEGAL_BASIS_OPTIONS = LEGAL_BASIS_KEYS.map((key) => ({ value: key, label: LEGAL_BASES[key].label }));

const TEXT_FIELDS = [
  { name: 'title', autoComplete: 'honorific-prefix' },
  { name: 'firstname', autoComplete: 'given-name', required: true },
  { name: 'lastname', autoComplete: 'family-name', required: true },
  { name: 'email', autoComplete: 'email', type: 'email', required: true },
] as const;

const firstChoice = (name: string) => (name === 'kind' ? PARTICIPANT_KINDS[0] : BOARD_OPTION_KEYS[0]);

const BOARD_CHOICES = BOARD_OPTION_KEYS.map((value) => ({ value, label: BOARD_OPTIONS[value] }));
const KIND_CHOICES = PARTICIPANT_KINDS.map((value) => ({ value, label: PARTICIPANT_KIND_LABELS[value] }));

const FIELD_ORDER = [
  'salutation',
  'title',
  'firstname',
  'lastname',
  'email',
  'brFunction',
  'hotelOverNightOption',
  'kind',
  'legalBasis',
  'workshops',
];
const CHOICE_FIELDS = new Set(['hotelOverNightOption', 'kind']);

/**
 * Adds a participant to a cart item, or edits one (`recipientId`): SPEC §3 fields, checked in the browser with the
 * shared schema and again by the api, whose 400 `fields` appear at the fields and in the error summary on top. A new
 * participant the free seats cannot take is answered at once: the whole group on the waiting list, or fewer people.
 */
export function ParticipantForm({
  idPrefix,
  item,
  recipientId,
  initial = EMPTY_PARTICIPANT,
  initialWorkshops = [],
  initialUnionMember = false,
  reservationDays,
  onDone,
}: {
  idPrefix: string;
  item: ShoppingCartItem;
  recipientId?: number;
  initial?: ParticipantValues;
  /** A conference participant's workshops and member price (the item's `conference`). */
  initialWorkshops?: WorkshopChoice[];
  initialUnionMember?: boolean;
  reservationDays: number;
  onDone: () => void;
}) {
  const form = useForm(participantSchema, initial);
  const conference = item.conference;
  const [workshops, setWorkshops] = useState<WorkshopChoice[]>(initialWorkshops);
  const [unionMember, setUnionMember] = useState(initialUnionMember);
  const [workshopsTried, setWorkshopsTried] = useState(false);
  const workshopsMissing = conference !== null && missingWorkshopSlots(conference.slots, workshops).length > 0;
  const workshopsError =
    form.errors.workshops ??
    (workshopsTried && workshopsMissing ? CONFERENCE_MESSAGES.workshopsMissing(CART_TEXTS.thisParticipant) : undefined);
  // A conference offers the board options its hotel contingent still has.
  const boardChoices = conference
    ? BOARD_CHOICES.filter((c) => conference.boardOptions.includes(c.value))
    : BOARD_CHOICES;
  const [addRecipient] = useAddRecipientMutation();
  const [editRecipient] = useEditRecipientMutation();
  // A new participant past the free seats waits for the choice: waiting list or fewer participants.
  const [asking, setAsking] = useState(false);
  const overSeats = recipientId === undefined && !oneMoreFits(item) && !goesToWaitlist(item);

  const save = async (value: ParticipantInput) => {
    const choices = conference ? { workshops, unionMember } : {};
    try {
      if (recipientId === undefined) await addRecipient({ cartItemId: item.cartItemId, ...value, ...choices }).unwrap();
      else await editRecipient({ recipientId, ...value, ...choices }).unwrap();
      onDone();
    } catch (failed) {
      setAsking(false);
      form.fail(failureOf(failed));
    }
  };

  const handle = form.handleSubmit(async (value) => {
    if (workshopsMissing) {
      const message = CONFERENCE_MESSAGES.workshopsMissing(CART_TEXTS.thisParticipant);
      form.fail({ status: 400, code: 'VALIDATION_FAILED', message, fields: {} });
      return;
    }
    if (overSeats && !asking) {
      setAsking(true);
      return;
    }
    await save(value);
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setWorkshopsTried(true);
    handle(event);
  };

  const idOf = (name: string) =>
    name === 'workshops'
      ? `${idPrefix}-workshops`
      : `${idPrefix}-${name}${CHOICE_FIELDS.has(name) ? `-${form.values[name as 'kind'] || firstChoice(name)}` : ''}`;
  const errors = workshopsError ? { ...form.errors, workshops: workshopsError } : form.errors;

  return (
    <SummaryForm
      className="amb-cart-participant-form"
      form={{ errors, alert: form.alert, attempt: form.attempt }}
      fieldIds={Object.fromEntries(FIELD_ORDER.map((name) => [name, idOf(name)]))}
      onSubmit={submit}
    >
      <SelectField
        id={`${idPrefix}-salutation`}
        label={FIELD_LABELS.salutation}
        placeholder="Bitte wählen"
        options={SALUTATIONS}
        required
        {...form.field('salutation')}
      />
      {TEXT_FIELDS.map((field) => (
        <TextField
          key={field.name}
          id={`${idPrefix}-${field.name}`}
          label={FIELD_LABELS[field.name]}
          autoComplete={field.autoComplete}
          type={'type' in field ? field.type : undefined}
          required={'required' in field}
          {...form.field(field.name)}
        />
      ))}
      <SelectField
        id={`${idPrefix}-brFunction`}
        label={FIELD_LABELS.brFunction}
        placeholder="Keine Angabe"
        options={BR_FUNCTIONS}
        {...form.field('brFunction')}
      />
      {conference ? (
        <WorkshopChoiceFields
          idPrefix={idPrefix}
          slots={conference.slots}
          value={workshops}
          onChange={setWorkshops}
          error={workshopsError}
        />
      ) : null}
      <RadioGroup
        id={`${idPrefix}-hotelOverNightOption`}
        legend={CART_TEXTS.boardLegend}
        choices={boardChoices}
        {...form.field('hotelOverNightOption')}
      />
      <RadioGroup
        id={`${idPrefix}-kind`}
        legend={CART_TEXTS.kindLegend}
        choices={KIND_CHOICES}
        hint={CART_TEXTS.reservationHint(reservationDays)}
        {...form.field('kind')}
      />
      <SelectField
        id={`${idPrefix}-legalBasis`}
        label={FIELD_LABELS.legalBasis}
        placeholder="Bitte wählen"
        options={LEGAL_BASIS_OPTIONS}
        {...form.field('legalBasis')}
      />
      {conference?.memberDiscount ? (
        <CheckboxField
          id={`${idPrefix}-unionMember`}
          label={CONFERENCE_TEXTS.unionMemberLabel}
          hint={CONFERENCE_TEXTS.memberPrice(formatPrice(conference.memberDiscount))}
          checked={unionMember}
          onChange={setUnionMember}
        />
      ) : null}
      {asking ? (
        <div className="amb-cart-seat-choice" role="alert">
          <p>{CART_TEXTS.seatChoice(item.seatsLeft)}</p>
          <div className="amb-cart-actions">
            <SubmitButton busy={form.busy}>{CART_TEXTS.toWaitlist}</SubmitButton>
            <Button variant="secondary" onClick={onDone}>
              {CART_TEXTS.fewer}
            </Button>
          </div>
        </div>
      ) : (
        <div className="amb-cart-actions">
          <SubmitButton busy={form.busy}>{CART_TEXTS.saveParticipant}</SubmitButton>
          <Button variant="secondary" onClick={onDone}>
            {CART_TEXTS.cancel}
          </Button>
        </div>
      )}
    </SummaryForm>
  );
}
