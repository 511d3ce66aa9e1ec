import { HttpError } from './errors';
import {
  advertisingSchema,
  brFunctionsSchema,
  countrySchema,
  hotelPreferencesSchema,
  loginEmailSchema,
  marketingPreferencesSchema,
  membershipsSchema,
  passwordChangeSchema,
  personalDataSchema,
  VALIDATION_MESSAGES,
} from '@amb/shared-contracts';
import { parseBody } from './validation';

const personal = {
  salutation: 'Frau',
  title: 'Dr.',
  firstname: 'Anna-Lena',
  lastname: "O'Neill Müller",
  phone: '+49 30 1234567',
  company: 'Nordwerk GmbH & Co. KG',
  street: 'Am Alten Markt',
  streetNumber: '12a',
  postalCode: '10115',
  city: 'Frankfurt (Oder)',
};

/** The field errors of a body, or null when it is valid. */
function errorsOf(schema: Parameters<typeof parseBody>[0], body: unknown): Record<string, string> | null {
  try {
    parseBody(schema, body);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    expect((error as HttpError).code).toBe('VALIDATION_FAILED');
    return (error as HttpError).fields ?? {};
  }
}

describe('personalDataSchema', () => {
  it('accepts German names and addresses and trims them', () => {
    expect(parseBody(personalDataSchema, { ...personal, firstname: '  Łukasz ', role: 'admin' })).toEqual({
      ...personal,
      firstname: 'Łukasz',
    });
  });

  it.each([
    [
      'HTML in the first name',
      { firstname: '<script>alert(1)</script>' },
      { firstname: VALIDATION_MESSAGES.firstNameChars },
    ],
    ['SQL in the last name', { lastname: "x'; DROP TABLE users;--" }, { lastname: VALIDATION_MESSAGES.lastNameChars }],
    ['an emoji in the city', { city: 'Berlin 🎉' }, { city: 'Der Ort enthält ungültige Zeichen' }],
    ['a NUL byte in the company', { company: 'ACME\u0000GmbH' }, { company: 'Die Firma enthält ungültige Zeichen' }],
    ['a lone surrogate in the street', { street: 'Weg\uD800' }, { street: 'Die Straße enthält ungültige Zeichen' }],
    [
      'markup in the house number',
      { streetNumber: '<b>1' },
      { streetNumber: 'Die Hausnummer enthält ungültige Zeichen' },
    ],
    ['markup in the title', { title: '<i>' }, { title: 'Der Titel enthält ungültige Zeichen' }],
    [
      'an overlong first name',
      { firstname: 'a'.repeat(101) },
      { firstname: 'Der Vorname darf höchstens 100 Zeichen lang sein' },
    ],
    [
      'an overlong company',
      { company: 'a'.repeat(201) },
      { company: 'Die Firma darf höchstens 200 Zeichen lang sein' },
    ],
    ['digits in the street (SPEC)', { street: 'Weg 5' }, { street: 'Die Straße darf keine Zahlen enthalten' }],
    ['an unknown salutation', { salutation: 'Mister' }, { salutation: 'Bitte wählen Sie eine Anrede aus' }],
    ['a number as postal code', { postalCode: 10115 }, { postalCode: 'Die Postleitzahl ist ungültig' }],
    ['an empty phone', { phone: '' }, { phone: 'Bitte geben Sie eine Telefonnummer an' }],
  ])('rejects %s', (_name, change, fields) => {
    expect(errorsOf(personalDataSchema, { ...personal, ...change })).toEqual(fields);
  });

  it('survives keys that name Object.prototype members (a yup TypeError otherwise)', () => {
    for (const key of ['constructor', 'toString', 'hasOwnProperty', '__proto__']) {
      const body = JSON.parse(`{"${key}": "", "firstname": "Anna"}`) as unknown;
      expect(errorsOf(personalDataSchema, body)).toEqual(
        expect.objectContaining({ lastname: 'Bitte tragen Sie einen Nachnamen ein' }),
      );
      expect(errorsOf(countrySchema, JSON.parse(`{"${key}": "", "country": "Schweiz"}`))).toBeNull();
    }
  });

  it('reports every missing field with the SPEC message', () => {
    expect(errorsOf(personalDataSchema, {})).toEqual({
      salutation: 'Bitte wählen Sie eine Anrede aus',
      firstname: 'Bitte tragen Sie einen Vornamen ein',
      lastname: 'Bitte tragen Sie einen Nachnamen ein',
      phone: 'Bitte geben Sie eine Telefonnummer an',
      company: 'Bitte füllen Sie das Feld Firma aus',
      street: 'Bitte füllen Sie das Feld Straße aus',
      streetNumber: 'Bitte füllen Sie das Feld Hausnummer aus',
      postalCode: 'Bitte füllen Sie das Feld PLZ aus',
      city: 'Bitte füllen Sie das Feld Ort aus',
    });
  });
});

describe('preference schemas', () => {
  it.each([
    [
      'advertising: a string is no boolean',
      advertisingSchema,
      { advertisingOptIn: 'true' },
      { advertisingOptIn: 'Bitte treffen Sie eine Auswahl (ja oder nein)' },
    ],
    [
      'advertising: missing',
      advertisingSchema,
      {},
      { advertisingOptIn: 'Bitte treffen Sie eine Auswahl (ja oder nein)' },
    ],
    [
      'marketing: 1 is no boolean',
      marketingPreferencesSchema,
      { newsletter: 1, events: true, magazine: false },
      { newsletter: 'Bitte treffen Sie eine Auswahl (ja oder nein)' },
    ],
    [
      'hotel: overlong note',
      hotelPreferencesSchema,
      { singleRoom: true, nonSmoking: true, barrierFree: false, note: 'x'.repeat(501) },
      { note: 'Die Anmerkung darf höchstens 500 Zeichen lang sein' },
    ],
    [
      'hotel: markup in the note',
      hotelPreferencesSchema,
      { singleRoom: true, nonSmoking: true, barrierFree: false, note: '<img src=x onerror=alert(1)>' },
      { note: 'Die Anmerkung enthält ungültige Zeichen' },
    ],
    [
      'hotel: control character',
      hotelPreferencesSchema,
      { singleRoom: true, nonSmoking: true, barrierFree: false, note: 'a\u0007b' },
      { note: 'Die Anmerkung enthält ungültige Zeichen' },
    ],
    [
      'hotel: note as a number',
      hotelPreferencesSchema,
      { singleRoom: true, nonSmoking: true, barrierFree: false, note: 5 },
      { note: 'Die Anmerkung enthält ungültige Zeichen' },
    ],
    [
      'br functions: unknown entry',
      brFunctionsSchema,
      { brFunctions: ['JAV', 'Kaiser'] },
      { brFunctions: 'Bitte wählen Sie nur BR-Funktionen aus der Liste aus' },
    ],
    [
      'br functions: duplicate',
      brFunctionsSchema,
      { brFunctions: ['JAV', 'JAV'] },
      { brFunctions: 'Bitte wählen Sie nur BR-Funktionen aus der Liste aus' },
    ],
    [
      'br functions: not a list',
      brFunctionsSchema,
      { brFunctions: 'JAV' },
      { brFunctions: 'Bitte wählen Sie nur BR-Funktionen aus der Liste aus' },
    ],
    [
      'br functions: a number inside',
      brFunctionsSchema,
      { brFunctions: [1] },
      { brFunctions: 'Bitte wählen Sie nur BR-Funktionen aus der Liste aus' },
    ],
    [
      'memberships: unknown union',
      membershipsSchema,
      { memberships: ['IG Nirgendwo'] },
      { memberships: 'Bitte wählen Sie nur Mitgliedschaften aus der Liste aus' },
    ],
    [
      'memberships: "keine" with a union',
      membershipsSchema,
      { memberships: ['keine', 'ver.di'] },
      { memberships: '„keine“ kann nicht zusammen mit einer Gewerkschaft gewählt werden' },
    ],
    [
      'country: unknown',
      countrySchema,
      { country: 'Atlantis' },
      { country: 'Bitte wählen Sie ein Land aus der Liste aus' },
    ],
    ['country: missing', countrySchema, {}, { country: 'Bitte wählen Sie ein Land aus der Liste aus' }],
    [
      'login e-mail: no password',
      loginEmailSchema,
      { email: 'neu@example.de' },
      { password: 'Bitte geben Sie Ihr Passwort ein' },
    ],
    [
      'login e-mail: overlong password',
      loginEmailSchema,
      { email: 'neu@example.de', password: 'x'.repeat(129) },
      { password: 'Bitte geben Sie Ihr Passwort ein' },
    ],
    [
      'login e-mail: invalid address',
      loginEmailSchema,
      { email: 'neu@', password: 'geheim123' },
      { email: 'Bitte geben Sie eine gültige E-Mail-Adresse an' },
    ],
    [
      'password: short new password',
      passwordChangeSchema,
      { currentPassword: 'alt', newPassword: 'kurz' },
      { newPassword: 'Bitte wählen Sie ein Passwort in dem vorgegebenen Format' },
    ],
    [
      'password: current password missing',
      passwordChangeSchema,
      { newPassword: 'langgenug1' },
      { currentPassword: 'Bitte geben Sie Ihr aktuelles Passwort ein' },
    ],
  ])('%s', (_name, schema, body, fields) => {
    expect(errorsOf(schema, body)).toEqual(fields);
  });

  it.each([
    [advertisingSchema, { advertisingOptIn: false }],
    [
      hotelPreferencesSchema,
      { singleRoom: true, nonSmoking: false, barrierFree: true, note: 'Zimmer zum Hof,\nbitte.' },
    ],
    [brFunctionsSchema, { brFunctions: [] }],
    [membershipsSchema, { memberships: ['keine'] }],
    [membershipsSchema, { memberships: ['ver.di', 'IG Metall'] }],
    [countrySchema, { country: 'Österreich' }],
  ])('accepts %#', (schema, body) => {
    expect(errorsOf(schema, body)).toBeNull();
  });
});
