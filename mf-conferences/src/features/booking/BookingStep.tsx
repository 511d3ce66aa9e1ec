import { useState } from 'react';
import {
  CONFERENCE_MESSAGES,
  CONFERENCE_TEXTS,
  PAGE_ROUTES,
  buildPath,
  chosenWorkshops,
  missingWorkshopSlots,
  netPriceText,
  participantName,
  type ConferenceDetailResponse,
  type ShoppingCartItem,
} from '@amb/shared-contracts/core';
import { BOARD_OPTIONS, PARTICIPANT_KIND_LABELS } from '@amb/shared-contracts/schemas';
import { checkoutStepQuery } from '@amb/shared-contracts/booking';
import {
  Button,
  ButtonLink,
  ErrorState,
  ErrorSummary,
  Loading,
  failureOf,
  type ErrorSummaryEntry,
} from '@amb/remote-kit';
import { CheckoutStepIndicator } from '@amb/remote-kit/booking';
import { useDeleteRecipientMutation, useGetCartQuery } from '../../components/cartApi';
import { offerOf } from '../../components/conferenceOffer';
import { KINDS_OF_MODE, type BookingMode } from './bookingMode';
import { ParticipantEditor } from './ParticipantEditor';

/** The seminar checkout's next step: billing address, then legal basis and documents, then the review. */
const NEXT_STEP = buildPath(PAGE_ROUTES.checkout.path, {}, checkoutStepQuery('rechnung'));

const MODE_TEXTS: Record<BookingMode, { heading: string; intro: string }> = {
  booking: {
    heading: 'Teilnehmende und Workshops',
    intro:
      'Tragen Sie jeden Teilnehmer mit seinen Workshops ein. Danach geben Sie die Rechnungsadresse an, prüfen alles und buchen verbindlich – wie bei jedem Seminar.',
  },
  reservation: {
    heading: 'Teilnehmende für die Reservierung',
    intro:
      'Eine Reservierung ist kostenfrei und hält die Plätze, bis Ihr Gremium entschieden hat. Höchstens 4 Plätze je Fachtagung (nie mehr als die Hälfte ihrer Plätze) und 10 Plätze insgesamt.',
  },
  waitlist: {
    heading: 'Teilnehmende für die Warteliste',
    intro:
      'Ist die Fachtagung ausgebucht, kommt Ihre Gruppe auf ihre Warteliste; werden genug Plätze frei, reservieren wir sie für alle. Ist nur ein Workshop ausgebucht, wählen Sie seine Warteliste: Sobald dort ein Platz frei wird, bekommt ihn Ihr Teilnehmer.',
  },
};

function ParticipantSummary({
  item,
  person,
}: {
  item: ShoppingCartItem;
  person: ShoppingCartItem['participants'][number];
}) {
  return (
    <div className="conf-participant">
      <p className="conf-participant__facts">
        <span className="conf-participant__label">{person.label}</span> <strong>{participantName(person)}</strong> ·{' '}
        {PARTICIPANT_KIND_LABELS[person.kind]} · {netPriceText(person.price)}
        {person.unionMember ? ' (Mitgliederpreis)' : ''}
      </p>
      <p className="conf-participant__details">
        {[person.email, BOARD_OPTIONS[person.hotelOverNightOption]].join(' · ')}
      </p>
      <ul className="conf-participant__workshops">
        {chosenWorkshops(item.conference?.slots ?? [], person.workshops).map((workshop) => (
          <li key={workshop.code}>
            {workshop.slotTitle}: {workshop.code} {workshop.title}
            {workshop.waitlist ? ` (${CONFERENCE_TEXTS.workshopWaitlistChoice})` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The first step of the checkout for one conference: its participants in the cart (each with workshops, board,
 * kind and legal basis), added, changed or removed here; then on to the seminar checkout's billing address. The
 * cart is server state: nothing is lost on the way, and the checkout checks everything again.
 */
export function BookingStep({ conference, mode }: { conference: ConferenceDetailResponse; mode: BookingMode }) {
  const cart = useGetCartQuery(undefined, { refetchOnMountOrArgChange: true });
  const [deleteRecipient] = useDeleteRecipientMutation();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [problems, setProblems] = useState({ attempt: 0, entries: [] as ErrorSummaryEntry[] });
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const texts = MODE_TEXTS[mode];

  if (cart.isLoading) return <Loading />;
  if (cart.error || !cart.data) {
    return <ErrorState message={failureOf(cart.error).message} onRetry={() => void cart.refetch()} />;
  }
  const item = cart.data.items.find((entry) => entry.eventId === conference.eventId);
  const participants = item?.participants ?? [];
  const kinds = KINDS_OF_MODE[mode];
  const showForm = editing === 'new' || (editing === null && participants.length === 0);
  const otherItems = cart.data.items.filter((entry) => entry.eventId !== conference.eventId).length;

  const proceed = () => {
    const entries: ErrorSummaryEntry[] = [];
    if (participants.length === 0) entries.push({ message: 'Bitte tragen Sie mindestens einen Teilnehmer ein.' });
    for (const person of participants) {
      if (missingWorkshopSlots(offerOf(conference, item).slots, person.workshops).length > 0) {
        entries.push({ message: CONFERENCE_MESSAGES.workshopsMissing(participantName(person)) });
      }
    }
    if (entries.length > 0) {
      setProblems((current) => ({ attempt: current.attempt + 1, entries }));
      return;
    }
    window.location.assign(NEXT_STEP);
  };

  return (
    <section className="conf-booking" aria-labelledby="conf-booking-step">
      <CheckoutStepIndicator current="teilnehmer" />
      <h2 id="conf-booking-step" className="conf-section__heading">
        {texts.heading}
      </h2>
      <p className="conf-intro">{texts.intro}</p>
      {mode === 'reservation' ? (
        <p className="conf-note">{`Die Reservierung hält jeden Platz ${cart.data.reservationDays} Tage, höchstens bis zum Beginn der Fachtagung.`}</p>
      ) : null}
      {conference.state === 'full' ? (
        <p className="conf-note conf-note--warning">{CONFERENCE_TEXTS.fullNotice}</p>
      ) : null}
      <ErrorSummary entries={problems.entries} attempt={problems.attempt} />
      <ol className="conf-participants">
        {participants.map((person) => (
          <li key={person.recipientId} className="conf-participants__item">
            {editing === person.recipientId ? (
              <ParticipantEditor
                idPrefix={`conf-p${person.recipientId}`}
                conference={conference}
                item={item}
                participant={person}
                mode={mode}
                kinds={kinds}
                reservationDays={cart.data.reservationDays}
                onDone={() => setEditing(null)}
              />
            ) : (
              <>
                <ParticipantSummary item={item!} person={person} />
                <div className="conf-actions">
                  <Button
                    variant="secondary"
                    aria-label={`Ändern: ${participantName(person)}`}
                    onClick={() => setEditing(person.recipientId)}
                  >
                    Ändern
                  </Button>
                  <Button
                    variant="danger"
                    aria-label={`Entfernen: ${participantName(person)}`}
                    onClick={() => {
                      setDeleteError(null);
                      deleteRecipient({ recipientId: person.recipientId })
                        .unwrap()
                        .catch((failed: unknown) => setDeleteError(failureOf(failed).message));
                    }}
                  >
                    Entfernen
                  </Button>
                </div>
              </>
            )}
          </li>
        ))}
      </ol>
      {deleteError ? (
        <p role="alert" className="kit-alert">
          {deleteError}
        </p>
      ) : null}
      {showForm ? (
        <section className="conf-participant-new" aria-labelledby="conf-new-participant">
          <h3 id="conf-new-participant">{`${participants.length + 1}. Teilnehmer`}</h3>
          <ParticipantEditor
            idPrefix="conf-new"
            conference={conference}
            item={item}
            mode={mode}
            kinds={kinds}
            reservationDays={cart.data.reservationDays}
            onDone={() => setEditing(null)}
          />
        </section>
      ) : editing === null ? (
        <Button variant="secondary" onClick={() => setEditing('new')}>
          Weiteren Teilnehmer hinzufügen
        </Button>
      ) : null}
      {otherItems > 0 ? (
        <p className="conf-note">
          {`Ihr Warenkorb enthält außerdem ${otherItems === 1 ? 'einen weiteren Termin' : `${otherItems} weitere Termine`}; die Kasse bestellt alle zusammen.`}{' '}
          <a href={PAGE_ROUTES.cart.path}>Zum Warenkorb</a>
        </p>
      ) : null}
      <div className="conf-actions conf-booking__next">
        {participants.length > 0 ? (
          <Button onClick={proceed}>Weiter zur Rechnungsadresse</Button>
        ) : (
          <ButtonLink variant="secondary" href={conference.url}>
            Zurück zur Fachtagung
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
