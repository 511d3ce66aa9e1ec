/**
 * A consultant appointment as iCalendar (RFC 5545) for the confirmation mail and the member's download:
 * ical-generator with the VTIMEZONE of Europe/Berlin, the start and end in Berlin time, a uid that stays
 * when the appointment moves and a SEQUENCE the move and the cancellation raise, so calendars update the
 * entry they have instead of adding a second (METHOD:CANCEL removes it).
 */
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import {
  APPOINTMENT_CHANNEL_LABELS,
  BRAND_NAME,
  MEMBER_AREA,
  TIME_ZONE,
  berlinMoment,
  type Appointment,
} from '@amb/shared-contracts';

export interface CalendarAppointment extends Appointment {
  sequence: number;
}

/** The uid of an appointment's calendar entry. */
export const appointmentUid = (appointmentId: number) => `beratung-${appointmentId}@amb-seminare.de`;

export function appointmentSummary(appointment: Appointment): string {
  return `Seminarberatung mit ${appointment.consultant.name} (${APPOINTMENT_CHANNEL_LABELS[appointment.channel]})`;
}

function description(appointment: Appointment, pageUrl: string): string {
  const lines = [`Thema: ${appointment.topic}`];
  if (appointment.note) lines.push(`Ihre Notiz: ${appointment.note}`);
  lines.push(
    appointment.channel === 'phone'
      ? `${appointment.consultant.name} ruft Sie an unter ${appointment.phone}.`
      : `Videoraum: ${appointment.videoUrl ?? ''}`,
  );
  lines.push(`Absagen oder verlegen: ${pageUrl}`);
  return lines.join('\n');
}

export function appointmentCalendar(appointment: CalendarAppointment, pageUrl: string, now: Date): string {
  const cancelled = appointment.status === 'cancelled';
  const calendar = ical({
    prodId: { company: BRAND_NAME, product: MEMBER_AREA, language: 'DE' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: appointmentUid(appointment.appointmentId),
    sequence: appointment.sequence,
    stamp: now,
    timezone: TIME_ZONE,
    // A Berlin moment: ical-generator writes a plain Date's UTC fields under the TZID.
    start: berlinMoment(appointment.startsAt)!,
    end: berlinMoment(appointment.endsAt)!,
    summary: appointmentSummary(appointment),
    description: description(appointment, pageUrl),
    location: appointment.channel === 'video' ? (appointment.videoUrl ?? '') : `Telefon: ${appointment.phone}`,
    url: appointment.channel === 'video' ? appointment.videoUrl : pageUrl,
    organizer: { name: appointment.consultant.name, email: appointment.consultant.email },
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
