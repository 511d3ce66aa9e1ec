import {
  appointmentBookingSchema,
  quoteOfferSchema,
  quoteRequestSchema,
  trainingPlanEditSchema,
  trainingPlanQuerySchema,
} from './services';
import { validateForm } from './validate';

const fields = (schema: Parameters<typeof validateForm>[0], input: unknown) => {
  const result = validateForm(schema, input);
  return result.ok ? {} : result.fields;
};

describe('appointment booking', () => {
  const good = { startsAt: '2026-01-07T08:00:00.000Z', channel: 'video', topic: 'Sonstiges', note: '' };

  it('takes a video appointment without a phone number, trims the note', () => {
    const result = validateForm(appointmentBookingSchema, { ...good, note: '  Bitte zur Freistellung  ' });
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ note: 'Bitte zur Freistellung', phone: '' }) });
  });

  it.each([
    [{ channel: 'phone' }, { phone: 'Bitte geben Sie eine Telefonnummer an' }],
    [{ channel: 'phone', phone: '12' }, { phone: 'Die angegebene Telefonnummer ist zu kurz' }],
    [{ channel: 'phone', phone: '030 1234 5678' }, {}],
    [{ channel: 'fax' }, { channel: 'Bitte wählen Sie Telefon oder Video aus' }],
    [{ topic: 'Urlaub' }, { topic: 'Bitte wählen Sie ein Thema für das Gespräch aus' }],
    [{ startsAt: '2026-01-07 08:00' }, { startsAt: 'Bitte wählen Sie einen freien Termin aus' }],
    [{ startsAt: '2026-13-07T08:00:00Z' }, { startsAt: 'Bitte wählen Sie einen freien Termin aus' }],
    [{ note: 'x'.repeat(501) }, { note: 'Die Notiz darf höchstens 500 Zeichen lang sein' }],
  ])('%j -> %j', (change, expected) => {
    expect(fields(appointmentBookingSchema, { ...good, ...change })).toEqual(expected);
  });
});

describe('quote request', () => {
  const group = {
    themeId: 3,
    kind: 'group',
    participants: 6,
    format: 'presence',
    locationId: 2,
    dateWindows: [{ from: '2026-03-01', to: '2026-04-30' }],
    remarks: '',
  };

  it('a group needs 2 to 15 participants, an in-house seminar 3 to 20 and its place', () => {
    expect(fields(quoteRequestSchema, group)).toEqual({});
    expect(fields(quoteRequestSchema, { ...group, participants: 16 })).toEqual({
      participants: 'Bitte geben Sie zwischen 2 und 15 Teilnehmende an',
    });
    expect(fields(quoteRequestSchema, { ...group, kind: 'inhouse', participants: 20 })).toEqual({
      postalCode: 'Bitte füllen Sie das Feld PLZ aus',
      city: 'Bitte füllen Sie das Feld Ort aus',
    });
    expect(
      fields(quoteRequestSchema, { ...group, kind: 'inhouse', participants: 21, postalCode: '20457', city: 'Hamburg' }),
    ).toEqual({ participants: 'Bitte geben Sie zwischen 3 und 20 Teilnehmende an' });
  });

  it.each([
    [{ dateWindows: [] }, { dateWindows: 'Bitte geben Sie mindestens einen Zeitraum an' }],
    [
      { dateWindows: [{ from: '2026-05-01', to: '2026-04-01' }] },
      { 'dateWindows[0]': 'Bitte geben Sie einen Zeitraum von heute an mit Beginn vor dem Ende an' },
    ],
    [
      { dateWindows: [{ from: '2026-02-30', to: '2026-04-01' }] },
      { 'dateWindows[0].from': 'Bitte geben Sie einen Zeitraum von heute an mit Beginn vor dem Ende an' },
    ],
    [
      { dateWindows: Array(4).fill({ from: '2026-03-01', to: '2026-03-02' }) },
      { dateWindows: 'Bitte geben Sie höchstens 3 Zeiträume an' },
    ],
    [{ format: 'hybrid' }, { format: 'Bitte wählen Sie, ob Präsenz, online oder beides in Frage kommt' }],
    [{ themeId: 'x' }, { themeId: 'Bitte wählen Sie ein Seminar aus' }],
  ])('%j -> %j', (change, expected) => {
    expect(fields(quoteRequestSchema, { ...group, ...change })).toEqual(expected);
  });
});

describe('the staff’s offer', () => {
  it.each([
    [{ discountPercent: 21 }, { discountPercent: 'Bitte geben Sie einen Rabatt von 0 bis 20 Prozent an' }],
    [{ days: 6 }, { days: 'Bitte geben Sie 1 bis 5 Seminartage an' }],
    [{ distanceKm: -3 }, { distanceKm: 'Bitte geben Sie die Entfernung in Kilometern an (0 bis 1000)' }],
    [{ validUntil: '2026-02-31' }, { validUntil: 'Bitte wählen Sie ein Gültigkeitsdatum 7 bis 90 Tage nach heute' }],
    [{}, {}],
  ])('%j -> %j', (change, expected) => {
    expect(fields(quoteOfferSchema, { quoteId: 1, version: 0, ...change })).toEqual(expected);
  });
});

describe('training plan', () => {
  const plan = {
    planId: 1,
    version: 2,
    termStart: '2026-04-01',
    format: 'any',
    locationId: null,
    members: [{ userId: 4, function: 'chair', firstTerm: true, topics: [{ themeId: 9, legalBasis: 'br37Abs7' }] }],
  };

  it('fills the defaults of a member', () => {
    const result = validateForm(trainingPlanEditSchema, plan);
    expect(result.ok && result.value.members[0]).toEqual({
      userId: 4,
      function: 'chair',
      firstTerm: true,
      workDaysPerWeek: 5,
      termStart: null,
      topics: [{ themeId: 9, legalBasis: 'br37Abs7' }],
      doneThemeIds: [],
      note: '',
    });
  });

  it.each([
    [{ members: [{ userId: 4, function: 'boss' }] }, { 'members[0].function': 'Bitte wählen Sie eine Funktion aus' }],
    [
      { members: [{ userId: 4, function: 'jav', workDaysPerWeek: 7 }] },
      { 'members[0].workDaysPerWeek': 'Bitte geben Sie 1 bis 6 Arbeitstage pro Woche an' },
    ],
    [
      { members: [{ userId: 4, function: 'member', topics: Array(13).fill({ themeId: 1, legalBasis: 'br37Abs7' }) }] },
      { 'members[0].topics': 'Bitte wählen Sie höchstens 12 Themen' },
    ],
    [
      { termStart: '01.04.2026' },
      { termStart: 'Bitte geben Sie den Beginn der Amtszeit an (höchstens vier Jahre zurück)' },
    ],
  ])('%j -> %j', (change, expected) => {
    expect(fields(trainingPlanEditSchema, { ...plan, ...change })).toEqual(expected);
  });

  it.each([
    ['aktuell', true],
    ['12', true],
    ['0', false],
    ['12a', false],
    ['', false],
  ])('plan id %p valid: %p', (id, ok) => expect(validateForm(trainingPlanQuerySchema, { id }).ok).toBe(ok));
});
