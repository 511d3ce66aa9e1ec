/**
 * A conference's papers in the bff: the works council's documents prefilled for a conference (before anyone is
 * registered: lines to fill in; from the cart: the participants with their workshops), and the calendar with one
 * entry per chosen workshop at its own time (Europe/Berlin).
 */
import ICAL from 'ical.js';
import {
  type CalendarEntry,
  type ConferenceDetailResponse,
  type ShoppingCartItem,
  type ShoppingCartResponse,
} from '@amb/shared-contracts';
import { memberCalendar } from '../src/calendar/memberCalendar';
import { worksCouncilPdf } from '../src/pdf/worksCouncil';
import { cartFacts, conferenceFacts } from '../src/pdf/worksCouncil/cartFacts';
import { ANNAS_CART } from './support/cartFixtures';
import { pdfText } from './support/pdfText';

const CONFERENCE = {
  title: 'JAV-Konferenz',
  startDate: '2027-06-07',
  endDate: '2027-06-08',
  city: 'Leipzig',
  venue: 'Hotel am Auensee',
  prices: {
    lines: [1, 2, 3, 4, 5].map((participant) => ({
      participant,
      label: `${participant}. Teilnehmer`,
      regular: 390,
      earlyBird: participant === 1 ? 340 : null,
    })),
  },
} as unknown as ConferenceDetailResponse;

const text = async (pdf: Promise<Buffer>) =>
  pdfText(await pdf)
    .pages.join(' ')
    .replace(/\s+/g, ' ');
const print = (kind: 'entsendebeschluss' | 'kostenuebernahme', facts: ReturnType<typeof conferenceFacts>) =>
  worksCouncilPdf({
    kind,
    cart: facts,
    pageUrl: 'https://amb.test/fachtagung/jav-konferenz',
    printedAt: new Date(),
    today: '2027-01-10',
  });

describe('works-council documents of a conference', () => {
  it('before anyone is registered: the conference, its prices and lines to fill in for names and legal basis', async () => {
    const resolution = await text(print('entsendebeschluss', conferenceFacts(CONFERENCE, null)));
    expect(resolution).toContain('Fachtagung „JAV-Konferenz“');
    expect(resolution).toContain(
      'zur Fachtagung „JAV-Konferenz“ vom 07.06.2027 – 08.06.2027 (Leipzig, Hotel am Auensee)',
    );
    expect(resolution).toContain('(Name, Funktion)');
    expect(resolution).toContain('Tagungsgebühr je Teilnehmer (netto): 1. Teilnehmer: 340,00 € (Frühbucherpreis)');
    expect(resolution).toContain('☐ § 37 Abs. 6 BetrVG');
    // No total of nobody: no line of 0,00 €.
    expect(resolution).not.toMatch(/(^|\s)0,00\s€/);
  });

  it('from the cart: each participant with the workshops chosen', async () => {
    const item: ShoppingCartItem = {
      ...ANNAS_CART.items[0]!,
      themeTitle: 'JAV-Konferenz',
      conference: {
        conferenceId: 3,
        slug: 'jav-konferenz',
        url: '/fachtagung/jav-konferenz',
        slots: [
          {
            slotId: 22,
            day: '2027-06-07',
            startsAt: '11:15',
            endsAt: '13:00',
            title: 'Workshops I',
            workshops: [
              {
                workshopId: 31,
                code: 'J1',
                title: 'Ausbildungsqualität prüfen',
                room: null,
                capacity: 40,
                seatsLeft: 9,
                seatState: 'free',
              },
            ],
          },
        ],
        boardOptions: ['dayRate'],
        earlyBird: null,
        memberDiscount: null,
        roomsLeft: 0,
        roomsUntil: null,
      },
      participants: ANNAS_CART.items[0]!.participants.map((p) => ({
        ...p,
        workshops: [{ slotId: 22, workshopId: 31, waitlist: false }],
      })),
    };
    const cart: ShoppingCartResponse = { ...ANNAS_CART, items: [item] };
    const coverage = await text(print('kostenuebernahme', cartFacts(cart)!));
    expect(coverage).toContain('Fachtagung „JAV-Konferenz“');
    expect(coverage).toContain('Gewählter Workshop');
    expect(coverage).toContain('J1 Ausbildungsqualität prüfen');
  });
});

describe('the calendar of a conference', () => {
  it('has the conference over its days and each chosen workshop at its own time, in Berlin time', () => {
    const entry: CalendarEntry = {
      uid: 'event-9003-member-7@www.amb-seminare.de',
      eventId: 9003,
      themeTitle: 'JAV-Konferenz',
      startDate: '2027-06-07',
      endDate: '2027-06-08',
      dayStartsAt: '09:00',
      dayEndsAt: '15:30',
      location: 'Hotel am Auensee, Leipzig',
      kind: 'booking',
      participants: [{ name: 'Frau Lea Muster', status: 'booked', reservedUntil: null }],
      eventPath: '/fachtagung/jav-konferenz',
      sessions: [
        {
          uid: 'workshop-31-member-7@www.amb-seminare.de',
          title: 'Workshop J1: Ausbildungsqualität prüfen (JAV-Konferenz)',
          day: '2027-06-07',
          startsAt: '11:15',
          endsAt: '13:00',
          location: 'Raum Rosental, Hotel am Auensee, Leipzig',
          participants: ['Frau Lea Muster'],
        },
      ],
    };
    const calendar = new ICAL.Component(ICAL.parse(memberCalendar([entry], 'https://amb.test', new Date())));
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events.map((event) => event.summary)).toEqual([
      'JAV-Konferenz',
      'Workshop J1: Ausbildungsqualität prüfen (JAV-Konferenz)',
    ]);
    const workshop = events[1]!;
    // Summer time: 11:15 in Berlin is 09:15 UTC.
    expect(workshop.startDate.toJSDate().toISOString()).toBe('2027-06-07T09:15:00.000Z');
    expect(workshop.endDate.toJSDate().toISOString()).toBe('2027-06-07T11:00:00.000Z');
    expect(workshop.location).toBe('Raum Rosental, Hotel am Auensee, Leipzig');
    expect(events[0]!.description).toContain('Fachtagung: https://amb.test/fachtagung/jav-konferenz');
  });
});
