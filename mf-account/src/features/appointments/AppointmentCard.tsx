import { useId, type ReactNode } from 'react';
import { API_ROUTES, buildPath } from '@amb/shared-contracts/core';
import { formatDate, formatTime, formatWeekday } from '@amb/shared-contracts/dates';
import {
  APPOINTMENT_CHANGE_HOURS,
  APPOINTMENT_CHANNEL_LABELS,
  APPOINTMENT_TEXTS,
  type Appointment,
} from '@amb/shared-contracts/services';

export const appointmentWhen = (a: Appointment) =>
  `${formatWeekday(a.startsAt)}, ${formatDate(a.startsAt)}, ${formatTime(a.startsAt)}–${formatTime(a.endsAt)} Uhr`;

/** One appointment: when, how, with whom, about what; the changes it still allows. */
export function AppointmentCard({ appointment: a, actions }: { appointment: Appointment; actions?: ReactNode }) {
  const cancelled = a.status === 'cancelled';
  const titleId = useId();
  return (
    <article
      className={`account-booking account-appointment${cancelled ? ' account-appointment--cancelled' : ''}`}
      aria-labelledby={titleId}
    >
      <h3 id={titleId} className="account-booking__title">
        {appointmentWhen(a)}
        {cancelled ? <span className="account-appointment__state"> – {APPOINTMENT_TEXTS.cancelledLabel}</span> : null}
      </h3>
      <dl className="account-appointment__facts">
        <div>
          <dt>Gespräch</dt>
          <dd>
            {APPOINTMENT_CHANNEL_LABELS[a.channel]} mit {a.consultant.name}
          </dd>
        </div>
        <div>
          <dt>{APPOINTMENT_TEXTS.topicLabel}</dt>
          <dd>{a.topic}</dd>
        </div>
        {a.note ? (
          <div>
            <dt>Notiz</dt>
            <dd>{a.note}</dd>
          </div>
        ) : null}
        {!cancelled && a.channel === 'phone' ? (
          <div>
            <dt>Rückruf unter</dt>
            <dd>{a.phone}</dd>
          </div>
        ) : null}
      </dl>
      {!cancelled && actions !== undefined ? (
        <>
          <div className="account-booking__actions">
            {a.videoUrl ? (
              <a className="kit-button kit-button--secondary" href={a.videoUrl} rel="noopener" target="_blank">
                {APPOINTMENT_TEXTS.videoLink}
              </a>
            ) : null}
            <a
              className="kit-button kit-button--secondary"
              href={buildPath(API_ROUTES.consultantAppointmentIcs.path, { id: a.appointmentId })}
              download
            >
              {APPOINTMENT_TEXTS.calendar}
            </a>
            {a.changeable ? actions : null}
          </div>
          <p className="account-appointment__hint">
            {a.changeable
              ? APPOINTMENT_TEXTS.changeHint(APPOINTMENT_CHANGE_HOURS)
              : `${APPOINTMENT_TEXTS.tooLateHint} ${a.consultant.phone}`}
          </p>
        </>
      ) : null}
    </article>
  );
}
