/** Valid bodies of the request forms (tests change one field at a time from here). */
import type { Db } from '../db/types';
import { berlinToday } from '../util/calendarDays';

const PERSON = {
  salutation: 'Frau',
  firstname: 'Sabine',
  lastname: 'Koch',
  email: 'sabine.koch@betrieb.example.de',
};
const ADDRESS = {
  company: 'Südstahl AG',
  street: 'Hüttenweg',
  streetNumber: '12a',
  postalCode: '44135',
  city: 'Dortmund',
};

export const VALID_REQUESTS = {
  sbv: {
    ...PERSON,
    topic: 'Inklusionsvereinbarung',
    role: 'Vertrauensperson',
    phone: '',
    company: 'Südstahl AG',
    message: 'Wir möchten eine Inklusionsvereinbarung abschließen. Wie gehen wir vor?',
  },
  catalogue: { ...PERSON, phone: '', ...ADDRESS, copies: 2 },
  lawyerConsultation: {
    ...PERSON,
    topic: 'Einigungsstelle',
    phone: '0231 9876543',
    company: 'Südstahl AG',
    callbackTime: 'vormittags (9 bis 12 Uhr)',
    message: 'Der Arbeitgeber lehnt die Einigungsstelle zur Arbeitszeit ab.',
  },
  generalRegistration: {
    ...PERSON,
    phone: '0231 9876543',
    ...ADDRESS,
    eventId: 0,
    hotelOverNightOption: 'overnight',
    message: '',
  },
  digitalChangeRegistration: {
    ...PERSON,
    phone: '',
    company: 'Südstahl AG',
    employees: '201 bis 1.000',
    interests: ['Künstliche Intelligenz im Betrieb', 'Beschäftigtendatenschutz'],
    message: '',
  },
  promoShop: {
    ...PERSON,
    phone: '',
    ...ADDRESS,
    items: [] as { articleId: number; quantity: number }[],
    message: 'Bitte an die Pforte liefern.',
  },
};

/** A date from today on that takes place (the registration form's choice). */
export async function bookableEventId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select('eventId')
    .where('startDate', '>=', berlinToday())
    .where('cancelledAt', 'is', null)
    .orderBy('startDate')
    .orderBy('eventId')
    .executeTakeFirstOrThrow();
  return row.eventId;
}

/** Two articles of the shop: one with a small limit (a roll-up), one with a large one (a flyer). */
export async function promoArticlePair(db: Db) {
  const rows = await db.selectFrom('promoArticles').selectAll().orderBy('maxPerOrder').execute();
  return { small: rows[0]!, large: rows[rows.length - 1]! };
}
