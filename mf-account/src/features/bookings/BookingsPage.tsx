import { useState } from 'react';
import { PAGE_ROUTES, type MemberBookingParticipant, type WorkshopSlotChoice } from '@amb/shared-contracts/core';
import { MEMBER_BOOKING_TEXTS } from '@amb/shared-contracts/member';
import { Button, EmptyState, failureOf, PageState } from '@amb/remote-kit';
import { BookingEvent, participantName } from '../../components/BookingEvent';
import { ConfirmReservationButton } from '../../components/ConfirmReservationButton';
import { MemberFrame } from '../../components/MemberFrame';
import { useFutureEventsQuery, usePastEventsQuery } from '../../components/bookingsApi';
import { BookedForMe } from '../../components/BookedForMe';
import { CancelDialog } from './CancelDialog';
import { SubstituteDialog } from './SubstituteDialog';
import { WorkshopDialog } from './WorkshopDialog';

type Open =
  | { kind: 'cancel' | 'substitute'; participant: MemberBookingParticipant }
  | { kind: 'workshops'; participant: MemberBookingParticipant; slots: WorkshopSlotChoice[] }
  | null;

/** Whether a participant can still be changed: its event has not begun and it holds or waits for a seat. */
const changeable = (p: MemberBookingParticipant) => p.feeToday !== null;

function Events({
  past,
  onOpen,
  onNotice,
}: {
  past: boolean;
  onOpen: (open: Open) => void;
  onNotice: (t: string) => void;
}) {
  const future = useFutureEventsQuery(undefined, { skip: past });
  const ended = usePastEventsQuery(undefined, { skip: !past });
  const { data, error, isLoading } = past ? ended : future;
  if (error) return <PageState kind="error" message={failureOf(error).message} />;
  if (isLoading || !data) return <PageState kind="loading" />;
  if (data.events.length === 0) {
    return (
      <EmptyState
        message={past ? MEMBER_BOOKING_TEXTS.noPast : MEMBER_BOOKING_TEXTS.noFuture}
        action={past ? undefined : <a href={PAGE_ROUTES.seminarList.path}>Zum Seminarprogramm</a>}
      />
    );
  }
  return (
    <div className="account-bookings__list">
      {data.events.map((event) => (
        <BookingEvent
          key={`${event.orderId}-${event.eventId}`}
          event={event}
          actions={
            past
              ? undefined
              : (p) =>
                  changeable(p) ? (
                    <>
                      {p.status === 'reserved' ? (
                        <ConfirmReservationButton participant={p} themeTitle={event.themeTitle} onDone={onNotice} />
                      ) : null}
                      {event.conference ? (
                        <Button
                          variant="secondary"
                          onClick={() =>
                            onOpen({ kind: 'workshops', participant: p, slots: event.conference?.slots ?? [] })
                          }
                          aria-label={`Workshops ändern: ${participantName(p)}, ${event.themeTitle}`}
                        >
                          Workshops ändern
                        </Button>
                      ) : null}
                      <Button
                        variant="secondary"
                        onClick={() => onOpen({ kind: 'substitute', participant: p })}
                        aria-label={`${MEMBER_BOOKING_TEXTS.substitute}: ${participantName(p)}, ${event.themeTitle}`}
                      >
                        {MEMBER_BOOKING_TEXTS.substitute}
                      </Button>
                      <Button
                        variant="secondary"
                        onClick={() => onOpen({ kind: 'cancel', participant: p })}
                        aria-label={`${MEMBER_BOOKING_TEXTS.cancel}: ${participantName(p)}, ${event.themeTitle}`}
                      >
                        {MEMBER_BOOKING_TEXTS.cancel}
                      </Button>
                    </>
                  ) : null
          }
        />
      ))}
    </div>
  );
}

/** `/meinamb/buchungen`: future and past events with their participants; cancel, substitute, confirm. */
export function BookingsPage() {
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const done = (message: string) => {
    setOpen(null);
    setNotice(message);
  };
  return (
    <MemberFrame>
      {(user) => (
        <div className="account-bookings">
          <p className="account-bookings__notice" role="status">
            {notice ?? ''}
          </p>
          <section aria-labelledby="account-bookings-future">
            <h2 id="account-bookings-future">{MEMBER_BOOKING_TEXTS.futureHeading}</h2>
            <Events past={false} onOpen={setOpen} onNotice={setNotice} />
          </section>
          <section aria-labelledby="account-bookings-past">
            <h2 id="account-bookings-past">{MEMBER_BOOKING_TEXTS.pastHeading}</h2>
            <Events past onOpen={setOpen} onNotice={setNotice} />
          </section>
          {user.committee ? <BookedForMe /> : null}
          {open?.kind === 'cancel' ? (
            <CancelDialog
              participant={open.participant}
              onClose={() => setOpen(null)}
              onDone={done}
              onSubstitute={() => setOpen({ kind: 'substitute', participant: open.participant })}
            />
          ) : null}
          {open?.kind === 'substitute' ? (
            <SubstituteDialog participant={open.participant} onClose={() => setOpen(null)} onDone={done} />
          ) : null}
          {open?.kind === 'workshops' ? (
            <WorkshopDialog
              participant={open.participant}
              slots={open.slots}
              onClose={() => setOpen(null)}
              onDone={done}
            />
          ) : null}
        </div>
      )}
    </MemberFrame>
  );
}
