import type { Express } from 'express';
import { API_ROUTES, AUTH_MESSAGES, SETTINGS_MESSAGES, VALIDATION_MESSAGES } from '@amb/shared-contracts';
import request from 'supertest';
import { verifyPassword } from '../auth/passwords';
import { anonymousAgent, cookieValue } from '../test/agent';
import type { TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';

let testDb: TestDb;
let app: Express;
const logged: unknown[] = [];
beforeAll(
  async () =>
    ({ testDb, app } = await createTestApp({ logError: (e) => logged.push(e), limits: { registration: 1000 } })),
);
afterAll(() => testDb.destroy());

const valid = {
  salutation: 'Frau',
  title: 'Dipl.-Ing.',
  firstname: ' Zoë ',
  lastname: 'Müller-Lüdenscheidt',
  email: 'Zoe.Mueller@Example.de',
  phone: '+49 30 1234567',
  company: 'Beispiel & Söhne GmbH',
  street: 'Lindenstraße',
  streetNumber: '12a',
  postalCode: '10969',
  city: 'Berlin',
  password: 'ein sicheres Passwort',
};
const countUsers = async () => (await testDb.db.selectFrom('users').select('userId').execute()).length;
async function register(body: unknown) {
  const { agent, csrf } = await anonymousAgent(app);
  const res = await agent
    .post(API_ROUTES.userRegistration.path)
    .set('x-csrf-token', csrf)
    .send(body as object);
  return { agent, res };
}

describe('GET /api/fetch-user-email-availability', () => {
  it.each([
    ['anna.schneider@example.de', false],
    ['ANNA.Schneider@example.de ', false],
    ['noch.niemand@example.de', true],
  ])('%s -> %s', async (email, expected) => {
    const res = await request(app).get(API_ROUTES.emailAvailability.path).query({ email });
    expect(res.status).toBe(200);
    expect(res.body).toBe(expected);
  });

  it.each([[''], ['kein-at-zeichen'], ['a@b']])('400 with a German message for %p', async (email) => {
    const res = await request(app).get(API_ROUTES.emailAvailability.path).query({ email });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect([VALIDATION_MESSAGES.emailInvalid, VALIDATION_MESSAGES.emailRequired]).toContain(
      res.body.error.fields.email,
    );
  });

  it('400 for a repeated parameter (an array)', async () => {
    const res = await request(app).get(`${API_ROUTES.emailAvailability.path}?email=a@b.de&email=c@d.de`);
    expect(res.status).toBe(400);
  });
});

describe('POST /api/user-registration', () => {
  it('creates the user (e-mail lower-cased, values trimmed, password hashed), logs in, returns no password', async () => {
    const { agent, res } = await register(valid);
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      email: 'zoe.mueller@example.de',
      firstname: 'Zoë',
      lastname: 'Müller-Lüdenscheidt',
      salutation: 'Frau',
      title: 'Dipl.-Ing.',
      role: 'member',
      committee: null,
      impersonated: false,
      impersonator: null,
    });
    expect(res.text).not.toContain('ein sicheres Passwort');
    expect(res.text).not.toMatch(/scrypt|passwordHash/);
    expect(cookieValue(res, 'amb_sid')).toBeDefined();
    const me = await agent.get(API_ROUTES.currentUser.path);
    expect(me.body.user.email).toBe('zoe.mueller@example.de');
    const row = await testDb.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'zoe.mueller@example.de')
      .executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await verifyPassword('ein sicheres Passwort', row.passwordHash)).toBe(true);
    expect(row.streetNumber).toBe('12a');
    expect(logged).toEqual([]);
  });

  it('an address already registered (any case) -> 409 German, nothing written', async () => {
    const before = await countUsers();
    const { res } = await register({ ...valid, email: 'ANNA.SCHNEIDER@example.de', firstname: 'Andere' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: { code: 'EMAIL_TAKEN', message: AUTH_MESSAGES.emailTaken, fields: { email: AUTH_MESSAGES.emailTaken } },
    });
    expect(await countUsers()).toBe(before);
    const anna = await testDb.db
      .selectFrom('users')
      .select('firstname')
      .where('email', '=', 'anna.schneider@example.de')
      .executeTakeFirstOrThrow();
    expect(anna.firstname).toBe('Anna');
  });

  it('missing fields -> 400 with the SPEC §5 message of every field', async () => {
    const { res } = await register({});
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields).toMatchObject({
      salutation: VALIDATION_MESSAGES.salutation,
      firstname: VALIDATION_MESSAGES.firstNameRequired,
      lastname: VALIDATION_MESSAGES.lastNameRequired,
      email: VALIDATION_MESSAGES.emailRequired,
      phone: VALIDATION_MESSAGES.phoneRequired,
      company: VALIDATION_MESSAGES.company,
      street: VALIDATION_MESSAGES.streetRequired,
      streetNumber: VALIDATION_MESSAGES.houseNumberRequired,
      postalCode: VALIDATION_MESSAGES.postalCodeRequired,
      city: VALIDATION_MESSAGES.cityRequired,
      password: VALIDATION_MESSAGES.password,
    });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['short password', { password: 'kurz' }, 'password', VALIDATION_MESSAGES.password],
    ['password over 128', { password: 'x'.repeat(129) }, 'password', VALIDATION_MESSAGES.passwordTooLong],
    ['overlong company', { company: 'A'.repeat(201) }, 'company', SETTINGS_MESSAGES.companyTooLong],
    ['overlong city', { city: 'B'.repeat(5000) }, 'city', SETTINGS_MESSAGES.cityTooLong],
    [
      'HTML in the first name',
      { firstname: '<script>alert(1)</script>' },
      'firstname',
      VALIDATION_MESSAGES.firstNameChars,
    ],
    ['control character in a name', { lastname: 'Mey\u0000er' }, 'lastname', VALIDATION_MESSAGES.lastNameChars],
    ['control character', { company: 'Nord\u0000werk' }, 'company', SETTINGS_MESSAGES.companyChars],
    ['HTML in the company', { company: '<b>Nordwerk</b>' }, 'company', SETTINGS_MESSAGES.companyChars],
    ['lone surrogate', { company: 'Firma \ud800' }, 'company', SETTINGS_MESSAGES.companyChars],
    ['SQL in the e-mail', { email: "x'; DROP TABLE users; --@example.de" }, 'email', VALIDATION_MESSAGES.emailInvalid],
    ['number as name', { firstname: 42 }, 'firstname', VALIDATION_MESSAGES.firstNameRequired],
    ['object as e-mail', { email: { $gt: '' } }, 'email', VALIDATION_MESSAGES.emailInvalid],
    ['unknown salutation', { salutation: 'Eure Majestät' }, 'salutation', VALIDATION_MESSAGES.salutation],
    ['digits in the street', { street: 'Straße 5' }, 'street', VALIDATION_MESSAGES.streetNoDigits],
    ['postal code letters', { postalCode: '1O115' }, 'postalCode', VALIDATION_MESSAGES.postalCodeDigitsOnly],
  ])('%s -> 400 German, nothing written', async (_name, patch, field, message) => {
    const before = await countUsers();
    const { res } = await register({ ...valid, email: 'neu.person@example.de', ...patch });
    expect(res.status).toBe(400);
    expect(res.body.error.fields[field]).toBe(message);
    expect(await countUsers()).toBe(before);
  });

  it('SQL-like text is stored as plain text (parameterised queries)', async () => {
    const { res } = await register({
      ...valid,
      email: 'bobby@example.de',
      lastname: "O'Brien",
      company: "Tables') DROP TABLE users--",
    });
    expect(res.status).toBe(201);
    expect(res.body.user.lastname).toBe("O'Brien");
    const row = await testDb.db
      .selectFrom('users')
      .select('company')
      .where('email', '=', 'bobby@example.de')
      .executeTakeFirst();
    expect(row?.company).toBe("Tables') DROP TABLE users--");
    expect(await countUsers()).toBeGreaterThan(1);
  });

  it('a body that is no object -> 400', async () => {
    const { agent, csrf } = await anonymousAgent(app);
    const res = await agent
      .post(API_ROUTES.userRegistration.path)
      .set('x-csrf-token', csrf)
      .set('Content-Type', 'application/json')
      .send('[1,2]');
    expect(res.status).toBe(400);
  });
});
