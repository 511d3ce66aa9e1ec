import { useState, type FormEvent } from 'react';
import {
  CONFERENCE_MESSAGES,
  missingWorkshopSlots,
  participantName,
  type CartParticipant,
  type ConferenceDetailResponse,
  type ShoppingCartItem,
  type WorkshopChoice,
} from '@amb/shared-contracts/core';
import type { ParticipantKind } from '@amb/shared-contracts/schemas';
import { Button, ErrorSummary, SubmitButton, failureOf, summaryEntries } from '@amb/remote-kit';
import { useAddCartItemMutation, useAddRecipientMutation, useEditRecipientMutation } from '../../components/cartApi';
import {
  ConferenceParticipantFields,
  EMPTY_PERSON,
  PERSON_FIELD_ORDER,
  usePersonForm,
  type PersonValues,
} from '../../components/ConferenceParticipantFields';
import { offerOf } from '../../components/conferenceOffer';
import type { BookingMode } from './bookingMode';

const valuesOf = (person: CartParticipant): PersonValues => ({
  salutation: person.salutation,
  title: person.title,
  firstname: person.firstname,
  lastname: person.lastname,
  email: person.email,
  brFunction: person.brFunction,
  hotelOverNightOption: person.hotelOverNightOption,
  kind: person.kind,
  legalBasis: person.legalBasis,
});

/**
 * Adds a participant of the conference to the cart (the conference too, when it is not there yet) or edits one:
 * the person with the shared schema, one workshop per time slot, board as the contingent offers it, the member
 * price. The browser checks what the api checks again; the api's 400/409 messages appear at the fields and on top.
 */
export function ParticipantEditor({
  idPrefix,
  conference,
  item,
  participant,
  mode,
  kinds,
  reservationDays,
  onDone,
}: {
  idPrefix: string;
  conference: ConferenceDetailResponse;
  item: ShoppingCartItem | undefined;
  participant?: CartParticipant;
  mode: BookingMode;
  kinds: readonly ParticipantKind[];
  reservationDays: number;
  onDone: () => void;
}) {
  const offer = offerOf(conference, item);
  const form = usePersonForm(
    participant
      ? valuesOf(participant)
      : {
          ...EMPTY_PERSON,
          kind: mode === 'reservation' ? 'reservation' : 'booking',
          hotelOverNightOption: offer.boardOptions.length === 1 ? offer.boardOptions[0]! : '',
        },
  );
  const [workshops, setWorkshops] = useState<WorkshopChoice[]>(participant?.workshops ?? []);
  const [unionMember, setUnionMember] = useState(participant?.unionMember ?? false);
  const [workshopsMissing, setWorkshopsMissing] = useState(false);
  const [addCartItem] = useAddCartItemMutation();
  const [addRecipient] = useAddRecipientMutation();
  const [editRecipient] = useEditRecipientMutation();

  const name = () =>
    participantName({
      salutation: form.values.salutation,
      title: form.values.title,
      firstname: form.values.firstname,
      lastname: form.values.lastname,
    }).trim() || 'diesen Teilnehmer';
  const missing = missingWorkshopSlots(offer.slots, workshops).length > 0;
  const workshopsError =
    form.errors.workshops ?? (workshopsMissing && missing ? CONFERENCE_MESSAGES.workshopsMissing(name()) : undefined);

  const save = form.handleSubmit(async (person) => {
    // The person is fine, a slot has no workshop: the same summary on top, which takes the focus.
    if (missing) {
      const message = CONFERENCE_MESSAGES.workshopsMissing(name());
      form.fail({ status: 400, code: 'VALIDATION_FAILED', message, fields: {} });
      return;
    }
    try {
      let cartItemId = item?.cartItemId;
      if (cartItemId === undefined) {
        const added = await addCartItem({
          eventId: conference.eventId,
          waitlist: mode === 'waitlist' || conference.state === 'full',
        }).unwrap();
        cartItemId = added.item.cartItemId;
      }
      if (participant)
        await editRecipient({ recipientId: participant.recipientId, ...person, workshops, unionMember }).unwrap();
      else await addRecipient({ cartItemId, ...person, workshops, unionMember }).unwrap();
      onDone();
    } catch (failed) {
      form.fail(failureOf(failed));
    }
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setWorkshopsMissing(true);
    save(event);
  };

  const idOf = (field: string) =>
    field === 'workshops'
      ? `${idPrefix}-workshops`
      : field === 'hotelOverNightOption' || field === 'kind'
        ? `${idPrefix}-${field}-${form.values[field] || (field === 'kind' ? kinds[0] : offer.boardOptions[0])}`
        : `${idPrefix}-${field}`;
  const errors = workshopsError ? { ...form.errors, workshops: workshopsError } : form.errors;
  return (
    <form className="conf-participant-form" noValidate data-error-summary onSubmit={submit}>
      <ErrorSummary entries={summaryEntries(errors, PERSON_FIELD_ORDER, idOf, form.alert)} attempt={form.attempt} />
      <ConferenceParticipantFields
        idPrefix={idPrefix}
        form={form}
        offer={offer}
        workshops={workshops}
        onWorkshops={setWorkshops}
        workshopsError={workshopsError}
        unionMember={unionMember}
        onUnionMember={setUnionMember}
        kinds={kinds}
        reservationDays={reservationDays}
      />
      <div className="conf-actions">
        <SubmitButton busy={form.busy}>{participant ? 'Änderungen speichern' : 'Teilnehmer hinzufügen'}</SubmitButton>
        <Button variant="secondary" onClick={onDone}>
          Abbrechen
        </Button>
      </div>
    </form>
  );
}
