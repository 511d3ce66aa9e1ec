import { object, string } from 'yup';
import { emailSchema } from './fields';
import {
  contactAddressSchema,
  contactRequestSchema,
  localLoginSchema,
  passwordResetSchema,
  newsletterSubscriptionSchema,
  quickLoginSchema,
  registrationSchema,
} from './forms';
import { validateField, validateForm } from './validate';

const registration = {
  salutation: 'Frau Dr.',
  title: '',
  firstname: ' Erika ',
  lastname: 'Mustermann',
  email: 'erika@example.de ',
  phone: '+49 30 1234567',
  company: 'ACME GmbH',
  street: 'Hauptstraße',
  streetNumber: '5a',
  postalCode: '10115',
  city: 'Berlin',
  password: 'geheim123',
};

const contactRequest = {
  salutation: 'Herr',
  topic: 'Inhouse-Seminar',
  firstname: 'Max',
  lastname: 'Mustermann',
  email: 'max@example.de',
  message: 'Bitte rufen Sie mich an.',
};

describe('validateForm', () => {
  it.each(['constructor', 'toString', 'hasOwnProperty', '__proto__', 'valueOf'])(
    'übersteht den Schlüssel %s im Formular (nur Felder des Schemas zählen)',
    (key) => {
      const input = JSON.parse(`{"${key}": "", "email": "max@example.de"}`) as unknown;
      expect(validateForm(quickLoginSchema, input)).toEqual({ ok: true, value: { email: 'max@example.de' } });
      expect(validateForm(quickLoginSchema, JSON.parse(`{"${key}": ""}`))).toEqual({
        ok: false,
        fields: { email: expect.any(String) },
      });
    },
  );

  it('returns the trimmed value and drops unknown keys', () => {
    expect(validateForm(quickLoginSchema, { email: '  max@example.de ', admin: true })).toEqual({
      ok: true,
      value: { email: 'max@example.de' },
    });
  });

  it.each([
    ['quick login: empty e-mail', quickLoginSchema, { email: '' }, { email: 'Bitte geben Sie eine E-Mail-Adresse an' }],
    [
      'newsletter: invalid e-mail',
      newsletterSubscriptionSchema,
      { email: 'max@' },
      { email: 'Bitte geben Sie eine gültige E-Mail-Adresse an' },
    ],
    [
      'quick login: invalid e-mail',
      quickLoginSchema,
      { email: 'max@' },
      { email: 'Bitte geben Sie eine gültige E-Mail-Adresse an' },
    ],
    [
      'quick login: e-mail not a string',
      quickLoginSchema,
      { email: ['a@b.de'] },
      { email: 'Bitte geben Sie eine gültige E-Mail-Adresse an' },
    ],
    ['input null counts as an empty form', quickLoginSchema, null, { email: 'Bitte geben Sie eine E-Mail-Adresse an' }],
    [
      'input string counts as an empty form',
      quickLoginSchema,
      'max@example.de',
      { email: 'Bitte geben Sie eine E-Mail-Adresse an' },
    ],
    ['input array counts as an empty form', quickLoginSchema, [], { email: 'Bitte geben Sie eine E-Mail-Adresse an' }],
    [
      'address: every field empty, first message per field',
      contactAddressSchema,
      {},
      {
        company: 'Bitte füllen Sie das Feld Firma aus',
        street: 'Bitte füllen Sie das Feld Straße aus',
        streetNumber: 'Bitte füllen Sie das Feld Hausnummer aus',
        postalCode: 'Bitte füllen Sie das Feld PLZ aus',
        city: 'Bitte füllen Sie das Feld Ort aus',
      },
    ],
    [
      'address: wrong values',
      contactAddressSchema,
      { company: 'A', street: 'Weg 5', streetNumber: '123456789', postalCode: '1234', city: 'Ulm 1' },
      {
        company: 'Bitte füllen Sie das Feld Firma aus',
        street: 'Die Straße darf keine Zahlen enthalten',
        streetNumber: 'Das Feld Hausnummer hat zu viele Zeichen',
        postalCode: 'Die Postleitzahl ist ungültig',
        city: 'Der Ort darf keine Zahlen enthalten',
      },
    ],
    [
      'address: city of one digit reports the length first',
      contactAddressSchema,
      { company: 'AB', street: 'Weg', streetNumber: '1', postalCode: '12345', city: '1' },
      { city: 'Bitte füllen Sie das Feld Ort aus' },
    ],
    [
      'registration: empty',
      registrationSchema,
      {},
      {
        salutation: 'Bitte wählen Sie eine Anrede aus',
        firstname: 'Bitte tragen Sie einen Vornamen ein',
        lastname: 'Bitte tragen Sie einen Nachnamen ein',
        email: 'Bitte geben Sie eine E-Mail-Adresse an',
        phone: 'Bitte geben Sie eine Telefonnummer an',
        company: 'Bitte füllen Sie das Feld Firma aus',
        street: 'Bitte füllen Sie das Feld Straße aus',
        streetNumber: 'Bitte füllen Sie das Feld Hausnummer aus',
        postalCode: 'Bitte füllen Sie das Feld PLZ aus',
        city: 'Bitte füllen Sie das Feld Ort aus',
        password: 'Bitte wählen Sie ein Passwort in dem vorgegebenen Format',
      },
    ],
    [
      'registration: short names and phone',
      registrationSchema,
      { ...registration, firstname: 'E', lastname: 'M', phone: '123' },
      {
        firstname: 'Bitte tragen Sie den vollständigen Vornamen ein',
        lastname: 'Bitte tragen Sie den vollständigen Nachnamen ein',
        phone: 'Die angegebene Telefonnummer ist zu kurz',
      },
    ],
    [
      'registration: postal code letters, short password',
      registrationSchema,
      { ...registration, postalCode: 'A1234', password: 'kurz' },
      {
        postalCode: 'Postleitzahlen dürfen nur Zahlen enthalten',
        password: 'Bitte wählen Sie ein Passwort in dem vorgegebenen Format',
      },
    ],
    [
      'contact request: empty',
      contactRequestSchema,
      {},
      {
        salutation: 'Bitte wählen Sie eine Anrede aus',
        topic: 'Bitte wählen Sie ein Betreff aus',
        firstname: 'Bitte tragen Sie einen Vornamen ein',
        lastname: 'Bitte tragen Sie einen Nachnamen ein',
        email: 'Bitte geben Sie eine E-Mail-Adresse an',
        message: 'Bitte geben Sie eine Nachricht ein',
      },
    ],
    [
      'login: empty',
      localLoginSchema,
      {},
      {
        email: 'Bitte geben Sie eine E-Mail-Adresse an',
        password: 'Bitte geben Sie Ihr Passwort ein',
      },
    ],
    [
      'login: a password that is no string',
      localLoginSchema,
      { email: 'max@example.de', password: 12345678 },
      { password: 'Bitte geben Sie Ihr Passwort ein' },
    ],
    [
      'login: a password over 128 characters',
      localLoginSchema,
      { email: 'max@example.de', password: 'x'.repeat(129) },
      { password: 'Das Passwort darf höchstens 128 Zeichen lang sein' },
    ],
    [
      'password reset: short password',
      passwordResetSchema,
      { password: 'kurz' },
      { password: 'Bitte wählen Sie ein Passwort in dem vorgegebenen Format' },
    ],
    [
      'contact request: a given phone is checked',
      contactRequestSchema,
      { ...contactRequest, phone: '030 abc 123' },
      { phone: 'Die angegebene Telefonnummer enthält ungültige Zeichen' },
    ],
  ])('%s', (_name, schema, input, fields) => {
    expect(validateForm(schema, input)).toEqual({ ok: false, fields });
  });

  it('accepts a complete registration and returns it trimmed', () => {
    expect(validateForm(registrationSchema, registration)).toEqual({
      ok: true,
      value: { ...registration, firstname: 'Erika', email: 'erika@example.de' },
    });
  });

  it('login: any password the length cap allows passes, untrimmed (only the stored hash decides)', () => {
    expect(validateForm(localLoginSchema, { email: ' max@example.de', password: ' kurz ' })).toEqual({
      ok: true,
      value: { email: 'max@example.de', password: ' kurz ' },
    });
  });

  it('accepts a contact request without phone', () => {
    expect(validateForm(contactRequestSchema, contactRequest)).toEqual({ ok: true, value: contactRequest });
  });

  it('reports nested fields by their dotted path', () => {
    const order = object({ billingAddress: contactAddressSchema });
    const address = { company: 'ACME GmbH', street: 'Weg', streetNumber: '1', postalCode: '12345', city: 'Ulm' };
    expect(validateForm(order, { billingAddress: { ...address, postalCode: '' } })).toEqual({
      ok: false,
      fields: { 'billingAddress.postalCode': 'Bitte füllen Sie das Feld PLZ aus' },
    });
  });

  it('rethrows errors that are no validation errors', () => {
    const broken = quickLoginSchema.shape({
      email: string().test('boom', 'x', () => {
        throw new Error('kaputt');
      }),
    });
    expect(() => validateForm(broken, { email: 'a' })).toThrow('kaputt');
  });
});

describe('validateField', () => {
  it('returns null for a valid value and the message otherwise', () => {
    expect(validateField(emailSchema, 'max@example.de')).toBeNull();
    expect(validateField(emailSchema, 'max')).toBe('Bitte geben Sie eine gültige E-Mail-Adresse an');
  });
});
