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
import { DEFAULT_LEGAL_BASIS, LEGAL_BASES, LEGAL_BASIS_KEYS } from '@amb/shared-contracts/booking';
import {
  Button,
  FormAlert,
  RadioGroup,
  SelectField,
  SubmitButton,
  TextField,
  failureOf,
  useForm,
} from '@amb/remote-kit';
import { useAddRecipientMutation, useEditRecipientMutation } from '../../components/shoppingCartApi';
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

const BOARD_CHOICES = BOARD_OPTION_KEYS.map((value) => ({ value, label: BOARD_OPTIONS[value] }));
const KIND_CHOICES = PARTICIPANT_KINDS.map((value) => ({ value, label: PARTICIPANT_KIND_LABELS[value] }));

/**
 * Adds a participant to a cart item, or edits one (`recipientId`): SPEC §3 fields, checked in the browser with the
 * shared schema and again by the api, whose 400 `fields` appear at the fields.
 */
export function ParticipantForm({
  idPrefix,
  cartItemId,
  recipientId,
  initial = EMPTY_PARTICIPANT,
  reservationDays,
  onDone,
}: {
  idPrefix: string;
  cartItemId: number;
  recipientId?: number;
  initial?: ParticipantValues;
  reservationDays: number;
  onDone: () => void;
}) {
  const form = useForm(participantSchema, initial);
  const [addRecipient] = useAddRecipientMutation();
  const [editRecipient] = useEditRecipientMutation();

  const submit = form.handleSubmit(async (value) => {
    try {
      if (recipientId === undefined) await addRecipient({ cartItemId, ...value }).unwrap();
      else await editRecipient({ recipientId, ...value }).unwrap();
      onDone();
    } catch (failed) {
      form.fail(failureOf(failed));
    }
  });

  return (
    <form className="amb-cart-participant-form" noValidate onSubmit={submit}>
      <FormAlert message={form.alert} />
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
      <RadioGroup
        id={`${idPrefix}-hotelOverNightOption`}
        legend={CART_TEXTS.boardLegend}
        choices={BOARD_CHOICES}
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
      <div className="amb-cart-actions">
        <SubmitButton busy={form.busy}>{CART_TEXTS.saveParticipant}</SubmitButton>
        <Button variant="secondary" onClick={onDone}>
          {CART_TEXTS.cancel}
        </Button>
      </div>
    </form>
  );
}
