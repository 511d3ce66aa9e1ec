/** Texts and details of the catalogue pages in the demo data: descriptions, hotel offers, contact persons. */
import type { EventManagerTable, HotelTable } from '../db/types';
import type { LocationSeed } from './venueData';

/**
 * The demo data has no photographs: each contact person's picture is their initials on the brand colour, as an
 * SVG data URL (no file that could be missing, nothing for the site to serve).
 */
export function initialsPortrait(name: string): string {
  const initials = name
    .split(' ')
    .map((part) => part[0] ?? '')
    .join('');
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">' +
    '<rect width="96" height="96" fill="#b3002d"/>' +
    `<text x="48" y="60" font-family="sans-serif" font-size="36" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const EVENT_MANAGERS: EventManagerTable[] = [
  ['Katrin Neumann', '+49 30 2345 6710'],
  ['Stefan Krüger', '+49 30 2345 6720'],
  ['Aylin Demir', '+49 30 2345 6730'],
  ['Thomas Braun', '+49 30 2345 6740'],
  ['Miriam Schulze', '+49 30 2345 6750'],
].map(([name, phone], i) => {
  const [first = '', last = ''] = (name as string).toLocaleLowerCase('de-DE').replace(/ü/g, 'ue').split(' ');
  return {
    managerId: i + 1,
    name: name as string,
    photoUrl: initialsPortrait(name as string),
    phone: phone as string,
    email: `${first}.${last}@example.de`,
  };
});

/** Each rubric has one contact person (in turn). */
export const managerOfRubric = (rubricIndex: number): number => (rubricIndex % EVENT_MANAGERS.length) + 1;

export function themeDescription(subtitle: string, rubricDescription: string, tags: string[]): string {
  return `${subtitle}. ${rubricDescription} Schwerpunkte: ${tags.join(', ')}.`;
}

export function locationDescription(location: LocationSeed): string {
  const count = location.hotels.length;
  return `Seminare in ${location.name} (${location.state}): ${count === 1 ? 'ein Tagungshotel' : `${count} Tagungshotels`} mit guter Anbindung an Bahn und Autobahn.`;
}

const BOARDS = ['Vollpension', 'Halbpension', 'Übernachtung mit Frühstück'] as const;
const ACCESSIBILITY = [
  'Barrierefrei: Aufzug, rollstuhlgerechte Zimmer und Tagungsräume',
  'Teilweise barrierefrei: Aufzug, Tagungsräume stufenlos erreichbar',
] as const;

/** What a hotel offers, derived from its id (no random draws, so the rest of the seed stays as it was). */
export function hotelDetails(
  hotelId: number,
  name: string,
  city: string,
  stars: number,
): Pick<HotelTable, 'description' | 'rooms' | 'board' | 'accessibility'> {
  return {
    description: `${name} in ${city}: ${stars}-Sterne-Tagungshotel mit hellen Seminarräumen, Moderationstechnik und WLAN.`,
    rooms: 40 + ((hotelId * 37) % 160),
    board: BOARDS[hotelId % BOARDS.length] ?? BOARDS[0],
    accessibility: ACCESSIBILITY[hotelId % ACCESSIBILITY.length] ?? ACCESSIBILITY[0],
  };
}
