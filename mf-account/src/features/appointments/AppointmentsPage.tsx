import { useState } from 'react';
import { APPOINTMENT_TEXTS, type Appointment } from '@amb/shared-contracts/services';
import { Button, EmptyState, failureOf, FormAlert, FormStatus, PageState } from '@amb/remote-kit';
import { MemberFrame } from '../../components/MemberFrame';
import { useConsultantQuery, useMyAppointmentsQuery, useSlotsQuery } from './appointmentsApi';
import { AppointmentCard } from './AppointmentCard';
import { BookingForm } from './BookingForm';
import { CancelAppointmentDialog } from './CancelAppointmentDialog';
import { ConsultantCard } from './ConsultantCard';
import { MoveAppointmentDialog } from './MoveAppointmentDialog';

type Open = { kind: 'cancel' | 'move'; appointment: Appointment } | null;

function Consultant() {
  const { data, error } = useConsultantQuery();
  if (error) return <FormAlert message={failureOf(error).message} />;
  if (!data) return <PageState kind="loading" />;
  return <ConsultantCard {...data} />;
}

function Booking({ onBooked }: { onBooked: (message: string) => void }) {
  const slots = useSlotsQuery();
  const consultant = useConsultantQuery();
  if (slots.error) return <FormAlert message={failureOf(slots.error).message} />;
  if (!slots.data) return <PageState kind="loading" />;
  if (slots.data.slots.length === 0) {
    return <EmptyState message={`${APPOINTMENT_TEXTS.noSlots} ${consultant.data?.consultant.phone ?? ''}`.trim()} />;
  }
  return <BookingForm slots={slots.data.slots} phone="" onBooked={onBooked} />;
}

/** `/meinamb/termine` („Meine Termine“): the consultant, the upcoming and past appointments, booking a new one. */
export function AppointmentsPage() {
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useMyAppointmentsQuery();
  const done = (message: string) => {
    setOpen(null);
    setNotice(message);
  };
  return (
    <MemberFrame>
      {() => (
        <div className="account-appointments">
          <FormStatus message={notice} />
          <Consultant />
          <section className="account-appointments__section" aria-labelledby="account-appointments-upcoming">
            <h2 id="account-appointments-upcoming">{APPOINTMENT_TEXTS.upcomingHeading}</h2>
            {list.error ? <FormAlert message={failureOf(list.error).message} /> : null}
            {!list.data && !list.error ? <PageState kind="loading" /> : null}
            {list.data && list.data.upcoming.length === 0 ? (
              <EmptyState message={APPOINTMENT_TEXTS.noUpcoming} />
            ) : null}
            {list.data?.upcoming.map((appointment) => (
              <AppointmentCard
                key={appointment.appointmentId}
                appointment={appointment}
                actions={
                  <>
                    <Button variant="secondary" onClick={() => setOpen({ kind: 'move', appointment })}>
                      {APPOINTMENT_TEXTS.move}
                    </Button>
                    <Button variant="danger" onClick={() => setOpen({ kind: 'cancel', appointment })}>
                      {APPOINTMENT_TEXTS.cancel}
                    </Button>
                  </>
                }
              />
            ))}
          </section>
          <section className="account-appointments__section" aria-labelledby="account-appointments-book">
            <h2 id="account-appointments-book">{APPOINTMENT_TEXTS.bookHeading}</h2>
            <p className="account-page__text">{APPOINTMENT_TEXTS.bookIntro}</p>
            <Booking onBooked={done} />
          </section>
          {list.data && list.data.past.length > 0 ? (
            <section className="account-appointments__section" aria-labelledby="account-appointments-past">
              <h2 id="account-appointments-past">{APPOINTMENT_TEXTS.pastHeading}</h2>
              {list.data.past.map((appointment) => (
                <AppointmentCard key={appointment.appointmentId} appointment={appointment} />
              ))}
            </section>
          ) : null}
          {open?.kind === 'cancel' ? (
            <CancelAppointmentDialog appointment={open.appointment} onClose={() => setOpen(null)} onDone={done} />
          ) : null}
          {open?.kind === 'move' ? (
            <MoveAppointmentDialog appointment={open.appointment} onClose={() => setOpen(null)} onDone={done} />
          ) : null}
        </div>
      )}
    </MemberFrame>
  );
}
