import { useState } from 'react';
import {
  MESSAGES,
  PAGE_ROUTES,
  RESERVATION_TEXTS,
  WAITLIST_TEXTS,
  buildPath,
  emit,
  publishCartCount,
  readStoredCartCount,
  type MemberReservation,
} from '@amb/shared-contracts/core';
import { formatDate, formatDateRange, formatTime } from '@amb/shared-contracts/dates';
import { Button, failureOf } from '@amb/remote-kit';
import { useAddReservedDateToCartMutation, useConfirmReservationMutation } from './api';

/** 'Frau Dr. Erika Muster'. */
export const participantName = (r: MemberReservation): string =>
  [r.salutation, r.title, r.firstname, r.lastname].filter(Boolean).join(' ');

export interface ReservationItemProps {
  reservation: MemberReservation;
  /** What happened, for the panel's status line (the item may leave the list). */
  onDone: (text: string) => void;
  /** A refusal may mean the list is stale (a reservation ran out meanwhile): read it again. */
  onStale: () => void;
}

/**
 * One reservation: date, participant and "reserviert bis …" with "Verbindlich buchen"; once expired, the
 * German state (seat given back) and "Termin erneut in den Warenkorb" (a full date: the waiting-list offer).
 */
export function ReservationItem({ reservation: r, onDone, onStale }: ReservationItemProps) {
  const [confirm, confirming] = useConfirmReservationMutation();
  const [addToCart, adding] = useAddReservedDateToCartMutation();
  const [error, setError] = useState<string | null>(null);
  const [offer, setOffer] = useState<string | null>(null);
  const name = participantName(r);
  const busy = confirming.isLoading || adding.isLoading;

  const book = async () => {
    setError(null);
    try {
      await confirm({ participantId: r.participantId }).unwrap();
      onDone(RESERVATION_TEXTS.confirmed(name));
    } catch (failed) {
      const failure = failureOf(failed);
      setError(failure.status === 409 || failure.status === 404 ? failure.message : RESERVATION_TEXTS.failed);
      if (failure.status === 409) onStale();
    }
  };

  const addAgain = async (waitlist: boolean) => {
    setError(null);
    const before = readStoredCartCount();
    try {
      const { count } = await addToCart({ eventId: r.eventId, waitlist }).unwrap();
      publishCartCount(count);
      emit('cart:item-added', { eventId: r.eventId, first: (before ?? 0) === 0 });
      setOffer(null);
      onDone(waitlist ? `${RESERVATION_TEXTS.addedAgain} ${WAITLIST_TEXTS.added}` : RESERVATION_TEXTS.addedAgain);
    } catch (failed) {
      const failure = failureOf(failed);
      if (failure.code === 'EVENT_FULL' && !waitlist) setOffer(failure.message);
      else setError(failure.status === 409 ? failure.message : RESERVATION_TEXTS.failed);
    }
  };

  const expired = r.status === 'expired';
  return (
    <li className="amb-cart-reservation">
      <h3 className="amb-cart-reservation__title">
        <a href={buildPath(PAGE_ROUTES.themeDetail.path, { theme: r.themeSlug })}>{r.themeTitle}</a>
      </h3>
      <dl className="amb-cart-reservation__facts">
        <div>
          <dt>Termin</dt>
          <dd>{formatDateRange(r.startDate, r.endDate)}</dd>
        </div>
        <div>
          <dt>Ort</dt>
          <dd>{r.city ?? MESSAGES.online}</dd>
        </div>
        <div>
          <dt>Teilnehmer</dt>
          <dd>{name}</dd>
        </div>
        <div>
          <dt>Bestellung</dt>
          <dd>{r.orderNumber}</dd>
        </div>
      </dl>
      {expired ? (
        <p className="amb-cart-reservation__expired">{RESERVATION_TEXTS.expired(name, formatDate(r.reservedUntil))}</p>
      ) : (
        <p className="amb-cart-reservation__until">
          {RESERVATION_TEXTS.reservedUntil(`${formatDate(r.reservedUntil)}, ${formatTime(r.reservedUntil)} Uhr`)}
        </p>
      )}
      {offer ? (
        <p className="amb-cart-reservation__expired" role="alert">
          {offer}
        </p>
      ) : null}
      <div className="amb-cart-reservation__actions">
        {!expired ? (
          <Button
            onClick={() => void book()}
            disabled={busy}
            aria-busy={confirming.isLoading}
            aria-label={`${RESERVATION_TEXTS.confirm}: ${name}, ${r.themeTitle}`}
          >
            {RESERVATION_TEXTS.confirm}
          </Button>
        ) : offer ? (
          <Button
            onClick={() => void addAgain(true)}
            disabled={busy}
            aria-busy={adding.isLoading}
            aria-label={`${WAITLIST_TEXTS.offer}: ${r.themeTitle}`}
          >
            {WAITLIST_TEXTS.offer}
          </Button>
        ) : (
          <Button
            variant="secondary"
            onClick={() => void addAgain(false)}
            disabled={busy}
            aria-busy={adding.isLoading}
            aria-label={`${RESERVATION_TEXTS.addAgain}: ${r.themeTitle}`}
          >
            {RESERVATION_TEXTS.addAgain}
          </Button>
        )}
      </div>
      {error ? (
        <p className="amb-cart-reservation__error" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}
