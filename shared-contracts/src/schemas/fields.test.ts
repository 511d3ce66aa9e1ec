import type { Schema } from 'yup';
import {
  academicTitleSchema,
  boardOptionSchema,
  citySchema,
  companySchema,
  emailSchema,
  firstNameSchema,
  fullStreetSchema,
  houseNumberSchema,
  lastNameSchema,
  messageSchema,
  optionalPhoneSchema,
  passwordSchema,
  phoneSchema,
  postalCodeOrCitySchema,
  postalCodeSchema,
  salutationSchema,
  streetAndHouseNumberSchema,
  streetSchema,
  titleSchema,
  topicSchema,
} from './fields';
import { SALUTATIONS, VALIDATION_MESSAGES } from './messages';
import { validateField } from './validate';

// The messages are written out here, copied from SPEC §5, so a typo in messages.ts fails.
const FIRMA = 'Bitte füllen Sie das Feld Firma aus';
const STRASSE = 'Bitte füllen Sie das Feld Straße aus';
const STRASSE_ZAHLEN = 'Die Straße darf keine Zahlen enthalten';
const HNR = 'Bitte füllen Sie das Feld Hausnummer aus';
const HNR_LANG = 'Das Feld Hausnummer hat zu viele Zeichen';
const PLZ = 'Bitte füllen Sie das Feld PLZ aus';
const PLZ_UNGUELTIG = 'Die Postleitzahl ist ungültig';
const PLZ_ZAHLEN = 'Postleitzahlen dürfen nur Zahlen enthalten';
const ORT = 'Bitte füllen Sie das Feld Ort aus';
const ORT_ZAHLEN = 'Der Ort darf keine Zahlen enthalten';
const ANREDE = 'Bitte wählen Sie eine Anrede aus';
const BETREFF = 'Bitte wählen Sie ein Betreff aus';
const VORNAME = 'Bitte tragen Sie einen Vornamen ein';
const VORNAME_VOLL = 'Bitte tragen Sie den vollständigen Vornamen ein';
const NACHNAME = 'Bitte tragen Sie einen Nachnamen ein';
const NACHNAME_VOLL = 'Bitte tragen Sie den vollständigen Nachnamen ein';
const TEL = 'Bitte geben Sie eine Telefonnummer an';
const TEL_LANG = 'Die angegebene Telefonnummer ist zu lange';
const TEL_KURZ = 'Die angegebene Telefonnummer ist zu kurz';
const TEL_ZEICHEN = 'Die angegebene Telefonnummer enthält ungültige Zeichen';
const MAIL = 'Bitte geben Sie eine E-Mail-Adresse an';
const MAIL_UNGUELTIG = 'Bitte geben Sie eine gültige E-Mail-Adresse an';
const NACHRICHT = 'Bitte geben Sie eine Nachricht ein';
const TITEL = 'Bitte geben Sie einen Titel mit mindestens 5 Zeichen ein';
const VERPFLEGUNG = 'Bitte geben Sie eine Verpflegungs-/Übernachtungsoption an';
const PASSWORT = 'Bitte wählen Sie ein Passwort in dem vorgegebenen Format';
const PLZ_ORT = 'Bitte füllen Sie das Feld PLZ/Ort aus';

type Row = [string, Schema, unknown, string | null];

const rows: Row[] = [
  // Company: at least 2 characters
  ['company valid', companySchema, 'ACME GmbH', null],
  ['company two characters', companySchema, 'AB', null],
  ['company empty', companySchema, '', FIRMA],
  ['company one character', companySchema, 'A', FIRMA],
  ['company only spaces (trimmed)', companySchema, '   ', FIRMA],
  ['company " A " trimmed to one character', companySchema, ' A ', FIRMA],
  ['company missing', companySchema, undefined, FIRMA],
  ['company null', companySchema, null, FIRMA],
  ['company number', companySchema, 42, FIRMA],

  // Street: required, no digits
  ['street valid', streetSchema, 'Hauptstraße', null],
  ['street with hyphen and space', streetSchema, 'Am Alten-Markt', null],
  ['street empty', streetSchema, '', STRASSE],
  ['street missing', streetSchema, undefined, STRASSE],
  ['street with digits', streetSchema, 'Hauptstraße 5', STRASSE_ZAHLEN],
  ['street "Straße des 17. Juni"', streetSchema, 'Straße des 17. Juni', STRASSE_ZAHLEN],
  ['street object', streetSchema, { name: 'x' }, STRASSE],

  // Full street (street and house number in one): digits allowed
  ['full street with number', fullStreetSchema, 'Hauptstraße 5a', null],
  ['full street empty', fullStreetSchema, ' ', STRASSE],

  // House number: required, at most 8 characters
  ['house number valid', houseNumberSchema, '12a', null],
  ['house number 8 characters', houseNumberSchema, '12-14 b/', null],
  ['house number empty', houseNumberSchema, '', HNR],
  ['house number 9 characters', houseNumberSchema, '123456789', HNR_LANG],
  ['house number trimmed to 8', houseNumberSchema, '  12345678  ', null],
  ['house number number type', houseNumberSchema, 12, HNR],

  // Postal code: exactly 5 digits
  ['postal code valid', postalCodeSchema, '10115', null],
  ['postal code with leading zero', postalCodeSchema, '01067', null],
  ['postal code trimmed', postalCodeSchema, ' 80331 ', null],
  ['postal code empty', postalCodeSchema, '', PLZ],
  ['postal code missing', postalCodeSchema, undefined, PLZ],
  ['postal code with letters', postalCodeSchema, '1011a', PLZ_ZAHLEN],
  ['postal code only letters', postalCodeSchema, 'abc', PLZ_ZAHLEN],
  ['postal code with inner space', postalCodeSchema, '10 115', PLZ_ZAHLEN],
  ['postal code four digits', postalCodeSchema, '1011', PLZ_UNGUELTIG],
  ['postal code six digits', postalCodeSchema, '101150', PLZ_UNGUELTIG],
  ['postal code as number is not a string', postalCodeSchema, 10115, PLZ_UNGUELTIG],

  // City: at least 2 characters, no trailing digits
  ['city valid', citySchema, 'Berlin', null],
  ['city with space', citySchema, 'Frankfurt am Main', null],
  ['city digits inside but not at the end', citySchema, 'Halle 2 Saale', null],
  ['city empty', citySchema, '', ORT],
  ['city one character', citySchema, 'B', ORT],
  ['city trailing digits', citySchema, 'Berlin 10', ORT_ZAHLEN],
  ['city trailing digit after trim', citySchema, 'Köln 1  ', ORT_ZAHLEN],
  ['city array', citySchema, ['Berlin'], ORT],

  // Salutation: one of the 11 options
  ...SALUTATIONS.map((option): Row => [`salutation "${option}"`, salutationSchema, option, null]),
  ['salutation empty', salutationSchema, '', ANREDE],
  ['salutation unknown', salutationSchema, 'Mister', ANREDE],
  ['salutation trimmed', salutationSchema, ' Frau ', null],
  ['salutation missing', salutationSchema, undefined, ANREDE],
  ['salutation number', salutationSchema, 1, ANREDE],

  // Topic: must be chosen
  ['topic chosen', topicSchema, 'Seminarberatung', null],
  ['topic empty', topicSchema, '', BETREFF],
  ['topic missing', topicSchema, undefined, BETREFF],

  // First and last name: at least 2 characters, two messages
  ['first name valid', firstNameSchema, 'Jo', null],
  ['first name empty', firstNameSchema, '', VORNAME],
  ['first name only spaces', firstNameSchema, '   ', VORNAME],
  ['first name one character', firstNameSchema, 'J', VORNAME_VOLL],
  ['first name boolean', firstNameSchema, true, VORNAME],
  ['last name valid', lastNameSchema, 'Müller-Lüdenscheidt', null],
  ['last name empty', lastNameSchema, '', NACHNAME],
  ['last name missing', lastNameSchema, undefined, NACHNAME],
  ['last name one character', lastNameSchema, ' M ', NACHNAME_VOLL],

  // Phone: 8..20 characters, digits - ( ) / whitespace, optional leading +
  ['phone plain', phoneSchema, '030123456', null],
  ['phone with every allowed character', phoneSchema, '+49 (0)30 / 12-34', null],
  ['phone exactly 8', phoneSchema, '12345678', null],
  ['phone exactly 20', phoneSchema, '+4930123456789012345', null],
  ['phone empty', phoneSchema, '', TEL],
  ['phone missing', phoneSchema, undefined, TEL],
  ['phone 7 characters', phoneSchema, '1234567', TEL_KURZ],
  ['phone 21 characters', phoneSchema, '+49301234567890123456', TEL_LANG],
  ['phone letters', phoneSchema, '030 12345 abc', TEL_ZEICHEN],
  ['phone plus not leading', phoneSchema, '0049+30123456', TEL_ZEICHEN],
  ['phone two pluses', phoneSchema, '++4930123456', TEL_ZEICHEN],
  ['phone short with letters reports the characters', phoneSchema, 'abc', TEL_ZEICHEN],
  ['phone as number', phoneSchema, 30123456, TEL_ZEICHEN],
  ['optional phone empty', optionalPhoneSchema, '', null],
  ['optional phone missing', optionalPhoneSchema, undefined, null],
  ['optional phone still checked', optionalPhoneSchema, '123', TEL_KURZ],

  // E-mail: required, standard format
  ['e-mail valid', emailSchema, 'max.mustermann@example.de', null],
  ['e-mail with plus and subdomain', emailSchema, 'max+seminar@mail.example.co.uk', null],
  ['e-mail trimmed', emailSchema, '  max@example.de ', null],
  ['e-mail empty', emailSchema, '', MAIL],
  ['e-mail missing', emailSchema, undefined, MAIL],
  ['e-mail without @', emailSchema, 'max.example.de', MAIL_UNGUELTIG],
  ['e-mail without domain dot', emailSchema, 'max@localhost', MAIL_UNGUELTIG],
  ['e-mail with space', emailSchema, 'max mustermann@example.de', MAIL_UNGUELTIG],
  ['e-mail with two @', emailSchema, 'max@@example.de', MAIL_UNGUELTIG],
  ['e-mail with double dot', emailSchema, 'max..m@example.de', MAIL_UNGUELTIG],
  ['e-mail too long', emailSchema, `${'a'.repeat(250)}@example.de`, MAIL_UNGUELTIG],
  ['e-mail object', emailSchema, { email: 'max@example.de' }, MAIL_UNGUELTIG],

  // Message: at least 2 characters
  ['message valid', messageSchema, 'Hallo', null],
  ['message one character', messageSchema, 'H', NACHRICHT],
  ['message empty', messageSchema, '  ', NACHRICHT],

  // Title: at least 5 characters after trimming
  ['title 5 characters', titleSchema, 'Frage', null],
  ['title 4 characters plus spaces', titleSchema, '  Frag  ', TITEL],
  ['title empty', titleSchema, '', TITEL],

  // Board/overnight option: required
  ['board option chosen', boardOptionSchema, 'Vollpension mit Übernachtung', null],
  ['board option empty', boardOptionSchema, '', VERPFLEGUNG],
  ['board option missing', boardOptionSchema, undefined, VERPFLEGUNG],

  // Password: at least 8 characters (max 128 is ours), not trimmed
  ['password 8 characters', passwordSchema, 'geheim12', null],
  ['password 7 characters', passwordSchema, 'geheim1', PASSWORT],
  ['password empty', passwordSchema, '', PASSWORT],
  ['password only spaces', passwordSchema, '        ', PASSWORT],
  ['password with surrounding spaces counts them', passwordSchema, ' geheim ', null],
  ['password 128 characters', passwordSchema, 'x'.repeat(128), null],
  ['password 129 characters', passwordSchema, 'x'.repeat(129), 'Das Passwort darf höchstens 128 Zeichen lang sein'],
  ['password number', passwordSchema, 12345678, PASSWORT],

  // Postal code or city, street and house number: at least 2 characters
  ['postal code or city valid', postalCodeOrCitySchema, '10', null],
  ['postal code or city one character', postalCodeOrCitySchema, '1', PLZ_ORT],
  ['street and house number valid', streetAndHouseNumberSchema, 'Hauptstraße 5', null],
  ['street and house number one character', streetAndHouseNumberSchema, 'H', STRASSE],

  // Academic title in registration: optional
  ['academic title empty', academicTitleSchema, '', null],
  ['academic title missing', academicTitleSchema, undefined, null],
  ['academic title short', academicTitleSchema, 'Dr.', null],
  ['academic title too long', academicTitleSchema, 'x'.repeat(41), 'Der Titel darf höchstens 40 Zeichen lang sein'],
];

describe('field schemas (SPEC §5)', () => {
  it.each(rows)('%s', (_name, schema, input, expected) => {
    expect(validateField(schema, input)).toBe(expected);
  });
});

describe('cast values', () => {
  it.each([
    ['strings are trimmed', emailSchema, '  max@example.de  ', 'max@example.de'],
    ['city trimmed', citySchema, ' Berlin ', 'Berlin'],
    ['passwords are not trimmed', passwordSchema, ' geheim12 ', ' geheim12 '],
  ])('%s', (_name, schema, input, expected) => {
    expect(schema.validateSync(input)).toBe(expected);
  });
});

describe('salutations and messages', () => {
  it('lists the 11 salutations of SPEC §3 in order', () => {
    // The line of SPEC §3 as it stands there.
    const spec =
      'Keine Angabe, Divers, Dr., Frau, Frau Dr., Frau Prof., Frau Prof. Dr., Herr, Herr Dr., Herr Prof., Herr Prof. Dr.';
    expect(SALUTATIONS).toEqual(spec.split(', '));
  });

  it('exports every spec message for the forms to reuse', () => {
    expect(Object.values(VALIDATION_MESSAGES)).toEqual(
      expect.arrayContaining([
        FIRMA,
        STRASSE,
        STRASSE_ZAHLEN,
        HNR,
        HNR_LANG,
        PLZ,
        PLZ_UNGUELTIG,
        PLZ_ZAHLEN,
        ORT,
        ORT_ZAHLEN,
        ANREDE,
        BETREFF,
        VORNAME,
        VORNAME_VOLL,
        NACHNAME,
        NACHNAME_VOLL,
        TEL,
        TEL_LANG,
        TEL_KURZ,
        TEL_ZEICHEN,
        MAIL,
        MAIL_UNGUELTIG,
        NACHRICHT,
        TITEL,
        VERPFLEGUNG,
        PASSWORT,
        PLZ_ORT,
      ]),
    );
  });
});
