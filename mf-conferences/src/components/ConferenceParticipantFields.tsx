import {
  BOARD_OPTIONS,
  BR_FUNCTIONS,
  PARTICIPANT_KIND_LABELS,
  SALUTATIONS,
  participantSchema,
  type BoardOption,
  type ParticipantInput,
  type ParticipantKind,
} from '@amb/shared-contracts/schemas';
import {
  CONFERENCE_TEXTS,
  PARTICIPANT_FIELD_LABELS,
  formatPrice,
  type WorkshopChoice,
  type WorkshopSlotChoice,
} from '@amb/shared-contracts/core';
import { DEFAULT_LEGAL_BASIS, LEGAL_BASES, LEGAL_BASIS_KEYS } from '@amb/shared-contracts/booking';
import { CheckboxField, RadioGroup, SelectField, TextField, useForm } from '@amb/remote-kit';
import { WorkshopChoiceFields } from '@amb/remote-kit/booking';

/** The person's fields as the form holds them: strings until the shared schema has checked them. */
export type PersonValues = Record<keyof ParticipantInput, string>;

export const EMPTY_PERSON: PersonValues = {
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

/** The participant's person with the shared schema (SPEC §5 messages), checked from the first submit on. */
export const usePersonForm = (initial: PersonValues) => useForm(participantSchema, initial);

/** What the fields need of a form: a field's value, message and change handler (the kit's `useForm().field`). */
export interface PersonFieldSource {
  field: <K extends keyof PersonValues>(
    name: K,
  ) => { value: string; error?: string; onChange: (value: string) => void };
}

/** The order of the fields, for the error summary's links. */
export const PERSON_FIELD_ORDER = [
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

const LEGAL_BASIS_OPTIONS = LEGAL_BASIS_KEYS.map((key) => ({ value: key, label: LEGAL_BASES[key].label }));

/** What a conference offers its participants: workshop slots, board options of today, a member price. */
export interface ConferenceOffer {
  slots: readonly WorkshopSlotChoice[];
  boardOptions: readonly BoardOption[];
  memberDiscount: number | null;
}

/**
 * A conference participant's fields: the person (SPEC §3), board and overnight stay as the hotel contingent still
 * offers them, booking or reservation (`kinds`), the legal basis, one workshop per time slot and the member price.
 */
export function ConferenceParticipantFields({
  idPrefix,
  form,
  offer,
  workshops,
  onWorkshops,
  workshopsError,
  unionMember,
  onUnionMember,
  kinds,
  reservationDays,
}: {
  idPrefix: string;
  form: PersonFieldSource;
  offer: ConferenceOffer;
  workshops: readonly WorkshopChoice[];
  onWorkshops: (choices: WorkshopChoice[]) => void;
  workshopsError?: string;
  unionMember: boolean;
  onUnionMember: (member: boolean) => void;
  /** The kinds the page offers; one kind is not asked for. */
  kinds: readonly ParticipantKind[];
  reservationDays: number;
}) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="conf-participant-fields">
      <SelectField
        id={id('salutation')}
        label={PARTICIPANT_FIELD_LABELS.salutation}
        placeholder="Bitte wählen"
        options={SALUTATIONS}
        required
        {...form.field('salutation')}
      />
      <TextField
        id={id('title')}
        label={PARTICIPANT_FIELD_LABELS.title}
        autoComplete="honorific-prefix"
        {...form.field('title')}
      />
      <TextField
        id={id('firstname')}
        label={PARTICIPANT_FIELD_LABELS.firstname}
        autoComplete="given-name"
        required
        {...form.field('firstname')}
      />
      <TextField
        id={id('lastname')}
        label={PARTICIPANT_FIELD_LABELS.lastname}
        autoComplete="family-name"
        required
        {...form.field('lastname')}
      />
      <TextField
        id={id('email')}
        label={PARTICIPANT_FIELD_LABELS.email}
        type="email"
        autoComplete="email"
        required
        {...form.field('email')}
      />
      <SelectField
        id={id('brFunction')}
        label={PARTICIPANT_FIELD_LABELS.brFunction}
        placeholder="Keine Angabe"
        options={BR_FUNCTIONS}
        {...form.field('brFunction')}
      />
      <WorkshopChoiceFields
        idPrefix={idPrefix}
        slots={offer.slots}
        value={workshops}
        onChange={onWorkshops}
        error={workshopsError}
      />
      <RadioGroup
        id={id('hotelOverNightOption')}
        legend={PARTICIPANT_FIELD_LABELS.board}
        choices={offer.boardOptions.map((value) => ({ value, label: BOARD_OPTIONS[value] }))}
        {...form.field('hotelOverNightOption')}
      />
      {kinds.length > 1 ? (
        <RadioGroup
          id={id('kind')}
          legend={PARTICIPANT_FIELD_LABELS.kind}
          choices={kinds.map((value) => ({ value, label: PARTICIPANT_KIND_LABELS[value] }))}
          hint={PARTICIPANT_FIELD_LABELS.reservationHint(reservationDays)}
          {...form.field('kind')}
        />
      ) : null}
      <SelectField
        id={id('legalBasis')}
        label={PARTICIPANT_FIELD_LABELS.legalBasis}
        placeholder="Bitte wählen"
        options={LEGAL_BASIS_OPTIONS}
        {...form.field('legalBasis')}
      />
      {offer.memberDiscount !== null ? (
        <CheckboxField
          id={id('unionMember')}
          label={CONFERENCE_TEXTS.unionMemberLabel}
          hint={CONFERENCE_TEXTS.memberPrice(formatPrice(offer.memberDiscount))}
          checked={unionMember}
          onChange={onUnionMember}
        />
      ) : null}
    </div>
  );
}
