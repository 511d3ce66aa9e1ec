/**
 * The member's seminars as iCalendar (RFC 5545), written by ical-generator: one VEVENT per event and member (its
 * uid comes from the api and stays when participants change), the seminar's hours in Europe/Berlin with the zone's
 * VTIMEZONE, a multi-day seminar as a daily rule over its days, so each day keeps its hours across a change of
 * daylight-saving time. A conference brings one more VEVENT per chosen workshop, at the workshop's own time. A
 * seminar where the member holds no booked seat says so in its title ('Reservierung: …', 'Warteliste: …') and is
 * tentative; each participant is named with what they hold.
 */
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalEventRepeatingFreq, ICalEventStatus } from 'ical-generator';
import {
  BRAND_NAME,
  DOCUMENT_TITLES,
  MEMBER_AREA,
  TIME_ZONE,
  berlinMoment,
  calendarSummary,
  formatDate,
  formatTime,
  participantStateLabel,
  type CalendarEntry,
  type CalendarParticipant,
} from '@amb/shared-contracts';

/** Calendar days from the first to the last day of an event, both counted. */
function dayCount(entry: CalendarEntry): number {
  return Math.round((Date.parse(entry.endDate) - Date.parse(entry.startDate)) / 86_400_000) + 1;
}

/** 'Erika Muster (gebucht)', 'Jan Meier (reserviert bis 20.01.2027, 10:00 Uhr)'. */
function participantText(p: CalendarParticipant): string {
  const until = p.reservedUntil ? `${formatDate(p.reservedUntil)}, ${formatTime(p.reservedUntil)} Uhr` : null;
  return `${p.name} (${participantStateLabel(p.status, until)})`;
}

function description(entry: CalendarEntry, origin: string): string {
  const what = entry.sessions.length > 0 ? 'Fachtagung' : 'Seminar';
  const lines = [
    `Teilnehmende: ${entry.participants.map(participantText).join(', ')}`,
    `${what}: ${origin}${entry.eventPath}`,
  ];
  return lines.join('\n');
}

/** The calendar of `entries`; `origin` makes the events' links absolute, `now` stamps them. */
export function memberCalendar(entries: readonly CalendarEntry[], origin: string, now: Date): string {
  const calendar = ical({
    name: DOCUMENT_TITLES.calendar,
    prodId: { company: BRAND_NAME, product: MEMBER_AREA, language: 'DE' },
    // No calendar-wide zone: DTSTAMP stays in UTC as RFC 5545 wants; the events' zone gets its VTIMEZONE.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  calendar.x('X-WR-TIMEZONE', TIME_ZONE);
  for (const entry of entries) {
    const days = dayCount(entry);
    calendar.createEvent({
      id: entry.uid,
      stamp: now,
      timezone: TIME_ZONE,
      start: berlinMoment(`${entry.startDate}T${entry.dayStartsAt}`)!,
      end: berlinMoment(`${entry.startDate}T${entry.dayEndsAt}`)!,
      ...(days > 1 ? { repeating: { freq: ICalEventRepeatingFreq.DAILY, count: days } } : {}),
      summary: calendarSummary(entry.themeTitle, entry.kind),
      // A reserved seat or a waiting list is not yet a firm date.
      status:
        entry.kind === 'booking' || entry.kind === 'mixed' ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
      location: entry.location,
      description: description(entry, origin),
      url: `${origin}${entry.eventPath}`,
    });
    for (const session of entry.sessions) {
      calendar.createEvent({
        id: session.uid,
        stamp: now,
        timezone: TIME_ZONE,
        start: berlinMoment(`${session.day}T${session.startsAt}`)!,
        end: berlinMoment(`${session.day}T${session.endsAt}`)!,
        summary: session.title,
        location: session.location,
        description: [`Teilnehmende: ${session.participants.join(', ')}`, `Programm: ${origin}${entry.eventPath}`].join(
          '\n',
        ),
        url: `${origin}${entry.eventPath}`,
      });
    }
  }
  return calendar.toString();
}
