import { useEffect, useRef, useState } from 'react';
import { type CartParticipant, type ShoppingCartItem, participantName } from '@amb/shared-contracts/core';
import { BOARD_OPTIONS, PARTICIPANT_KIND_LABELS } from '@amb/shared-contracts/schemas';
import { Button, failureOf } from '@amb/remote-kit';
import { useDeleteRecipientMutation } from './shoppingCartApi';
import { CART_TEXTS } from './cartTexts';
import { cartParticipantPrice } from './participantPrice';
import { EMPTY_PARTICIPANT, ParticipantForm, type ParticipantValues } from './ParticipantForm';
import { UndoNotice } from './UndoNotice';
import { workshopsLine } from './itemFacts';
import { useUndoableRemoval } from './useUndoableRemoval';

const valuesOf = (person: CartParticipant): ParticipantValues => ({
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
 * The participants of one cart item with their degressive prices, and the forms to add, edit and remove them. A
 * removal can be undone for a few seconds before the api hears of it. A saved form goes: the focus goes to where it
 * was (the add button, or the participant's „Ändern“), never to the page's body.
 */
export function ParticipantList({ item, reservationDays }: { item: ShoppingCartItem; reservationDays: number }) {
  const [editing, setEditing] = useState<number | 'new' | null>(item.participants.length === 0 ? 'new' : null);
  const [deleteRecipient] = useDeleteRecipientMutation();
  const [error, setError] = useState<string | null>(null);
  const prefix = `item-${item.cartItemId}`;
  const container = useRef<HTMLDivElement>(null);
  const [saved, setSaved] = useState<number | 'new' | null>(null);
  useEffect(() => {
    if (saved === null || editing !== null) return;
    const target =
      saved === 'new'
        ? container.current?.querySelector<HTMLElement>('.amb-cart-participants__add')
        : container.current?.querySelector<HTMLElement>(`[data-edit="${saved}"]`);
    (target ?? container.current)?.focus();
    setSaved(null);
  }, [saved, editing]);
  const done = (which: number | 'new') => {
    setEditing(null);
    setSaved(which);
  };

  const removal = useUndoableRemoval<CartParticipant>(async (person) => {
    setError(null);
    try {
      await deleteRecipient({ recipientId: person.recipientId }).unwrap();
    } catch (failed) {
      const failure = failureOf(failed);
      setError(failure.status === 404 ? failure.message : CART_TEXTS.deleteParticipantFailed);
    }
  });
  const shown = item.participants.filter((person) => person.recipientId !== removal.pending?.recipientId);

  return (
    <div ref={container} className="amb-cart-participants" id={`${prefix}-participants`} tabIndex={-1}>
      <h3 className="amb-cart-participants__heading">{CART_TEXTS.participantsHeading}</h3>
      {shown.length === 0 ? <p>{CART_TEXTS.noParticipants}</p> : null}
      {removal.pending ? (
        <UndoNotice message={CART_TEXTS.participantRemoved(participantName(removal.pending))} onUndo={removal.undo} />
      ) : null}
      <ol className="amb-cart-participants__list">
        {shown.map((person) => (
          <li key={person.recipientId} className="amb-cart-participant">
            {editing === person.recipientId ? (
              <ParticipantForm
                idPrefix={`${prefix}-p${person.recipientId}`}
                item={item}
                recipientId={person.recipientId}
                initial={valuesOf(person)}
                initialWorkshops={person.workshops}
                initialUnionMember={person.unionMember}
                reservationDays={reservationDays}
                onDone={() => done(person.recipientId)}
              />
            ) : (
              <>
                <div className="amb-cart-participant__facts">
                  <span className="amb-cart-participant__label">{person.label}</span>
                  <strong>{participantName(person)}</strong>
                  <span className="amb-cart-participant__kind">{PARTICIPANT_KIND_LABELS[person.kind]}</span>
                  <span className="amb-cart-participant__price">{cartParticipantPrice(person, item)}</span>
                </div>
                <p className="amb-cart-participant__details">
                  {[person.email, person.brFunction, BOARD_OPTIONS[person.hotelOverNightOption]]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {item.conference ? (
                  <p className="amb-cart-participant__details">
                    {`${CART_TEXTS.workshops}: ${workshopsLine(item, person) || CART_TEXTS.noWorkshops}`}
                    {person.unionMember ? ` · ${CART_TEXTS.memberPrice}` : ''}
                  </p>
                ) : null}
                <div className="amb-cart-actions">
                  <Button
                    variant="secondary"
                    aria-label={`${CART_TEXTS.editParticipant}: ${participantName(person)}`}
                    data-edit={person.recipientId}
                    onClick={() => setEditing(person.recipientId)}
                  >
                    {CART_TEXTS.editParticipant}
                  </Button>
                  <Button
                    variant="danger"
                    aria-label={`${CART_TEXTS.deleteParticipant}: ${participantName(person)}`}
                    onClick={() => removal.remove(person)}
                  >
                    {CART_TEXTS.deleteParticipant}
                  </Button>
                </div>
              </>
            )}
          </li>
        ))}
      </ol>
      {error ? (
        <p role="alert" className="kit-alert">
          {error}
        </p>
      ) : null}
      {editing === 'new' ? (
        <ParticipantForm
          idPrefix={`${prefix}-new`}
          item={item}
          initial={EMPTY_PARTICIPANT}
          reservationDays={reservationDays}
          onDone={() => done('new')}
        />
      ) : (
        <Button variant="secondary" className="amb-cart-participants__add" onClick={() => setEditing('new')}>
          {CART_TEXTS.addParticipant}
        </Button>
      )}
    </div>
  );
}
