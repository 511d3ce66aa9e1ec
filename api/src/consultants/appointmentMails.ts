/** The mails of an appointment: to the member with the calendar entry, and a notice to the consultant. */
import {
  APPOINTMENT_CHANGE_HOURS,
  APPOINTMENT_CHANNEL_LABELS,
  BRAND_NAME,
  formatDate,
  formatTime,
  formatWeekday,
  type Appointment,
} from '@amb/shared-contracts';
import type { MailMessage } from '../mail';
import { appointmentCalendar, type CalendarAppointment } from './appointmentCalendar';

export type AppointmentEvent = 'booked' | 'moved' | 'cancelled';

const when = (a: Appointment) =>
  `${formatWeekday(a.startsAt)}, ${formatDate(a.startsAt)}, ${formatTime(a.startsAt)}–${formatTime(a.endsAt)} Uhr`;

const SUBJECTS: Record<AppointmentEvent, (a: Appointment) => string> = {
  booked: (a) => `Ihr Beratungstermin am ${formatDate(a.startsAt)} um ${formatTime(a.startsAt)} Uhr`,
  moved: (a) => `Ihr Beratungstermin ist verlegt: ${formatDate(a.startsAt)} um ${formatTime(a.startsAt)} Uhr`,
  cancelled: (a) => `Abgesagt: Ihr Beratungstermin am ${formatDate(a.startsAt)} um ${formatTime(a.startsAt)} Uhr`,
};

const OPENINGS: Record<AppointmentEvent, string> = {
  booked: 'vielen Dank für Ihre Buchung. Ihr Beratungstermin steht:',
  moved: 'Ihr Beratungstermin ist verlegt. Der neue Termin:',
  cancelled: 'Ihr Beratungstermin ist abgesagt:',
};

function howWeTalk(a: Appointment): string {
  return a.channel === 'phone'
    ? `${a.consultant.name} ruft Sie an unter ${a.phone}.`
    : `Sie treffen ${a.consultant.name} im Videoraum: ${a.videoUrl ?? ''}`;
}

function attachment(a: CalendarAppointment, pageUrl: string, now: Date) {
  return [
    {
      filename: 'beratungstermin.ics',
      contentType: `text/calendar; charset=utf-8; method=${a.status === 'cancelled' ? 'CANCEL' : 'PUBLISH'}`,
      content: appointmentCalendar(a, pageUrl, now),
    },
  ];
}

export function memberAppointmentMail(
  event: AppointmentEvent,
  a: CalendarAppointment,
  member: { salutation: string; firstname: string; lastname: string; email: string },
  pageUrl: string,
  now: Date,
): MailMessage {
  const lines = [
    `Guten Tag ${member.firstname} ${member.lastname},`,
    '',
    OPENINGS[event],
    '',
    `${when(a)} (${APPOINTMENT_CHANNEL_LABELS[a.channel]}, 30 Minuten)`,
    `Ihre Beratung: ${a.consultant.name}, ${a.consultant.phone}, ${a.consultant.email}`,
    `Thema: ${a.topic}`,
  ];
  if (a.note) lines.push(`Ihre Notiz: ${a.note}`);
  if (event !== 'cancelled') {
    lines.push(
      '',
      howWeTalk(a),
      'Den Termin für Ihren Kalender finden Sie im Anhang (beratungstermin.ics).',
      '',
      `Absagen oder verlegen können Sie ihn bis ${APPOINTMENT_CHANGE_HOURS} Stunden vorher unter „Meine Termine“: ${pageUrl}`,
    );
  } else {
    lines.push('', `Einen neuen Termin vereinbaren Sie unter „Meine Termine“: ${pageUrl}`);
  }
  lines.push('', 'Mit freundlichen Grüßen', BRAND_NAME);
  return {
    to: member.email,
    subject: SUBJECTS[event](a),
    text: lines.join('\n'),
    attachments: attachment(a, pageUrl, now),
  };
}

export function consultantAppointmentMail(
  event: AppointmentEvent,
  a: CalendarAppointment,
  member: { firstname: string; lastname: string; email: string },
  pageUrl: string,
  now: Date,
): MailMessage {
  const verb = {
    booked: 'Neuer Beratungstermin',
    moved: 'Beratungstermin verlegt',
    cancelled: 'Beratungstermin abgesagt',
  }[event];
  const lines = [
    `${verb}: ${when(a)} (${APPOINTMENT_CHANNEL_LABELS[a.channel]})`,
    '',
    `Mitglied: ${member.firstname} ${member.lastname}, ${member.email}`,
    a.channel === 'phone' ? `Rückrufnummer: ${a.phone}` : `Videoraum: ${a.videoUrl ?? ''}`,
    `Thema: ${a.topic}`,
  ];
  if (a.note) lines.push(`Notiz: ${a.note}`);
  return {
    to: a.consultant.email,
    subject: `${verb}: ${member.firstname} ${member.lastname}, ${formatDate(a.startsAt)} ${formatTime(a.startsAt)} Uhr`,
    text: lines.join('\n'),
    attachments: attachment(a, pageUrl, now),
  };
}
