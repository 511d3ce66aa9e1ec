import type { Express } from 'express';
/**
 * New passwords (registration, password change, password reset) are refused when easy to guess: common ones,
 * keyboard rows, repeated letters, and those derived from the account's own e-mail or name (zxcvbn-ts).
 */
import { API_ROUTES, VALIDATION_MESSAGES } from '@amb/shared-contracts';
import { randomToken, sha256Hex } from '../auth/crypto';
import { anonymousAgent, loginAs } from '../test/agent';
import type { TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';
import { registrationOf } from '../test/people';

let testDb: TestDb;
let app: Express;
let serial = 0;
const clock = new Date('2026-01-05T09:00:00.000Z');

beforeAll(async () => {
  ({ testDb, app } = await createTestApp({
    now: () => clock,
    limits: {
      registration: 100_000,
      passwordReset: 100_000,
      loginIp: 100_000,
      loginAccount: 100_000,
      loginAccountClient: 100_000,
    },
  }));
});
afterAll(() => testDb.destroy());

const COMMON = ['12345678', 'password', 'PassWord', 'passwort', 'Sonnenschein', 'aaaaaaaa', 'qwertzuiop', 'asdfghjkl'];
const COMMON_FIELD = (field: string, message: string = VALIDATION_MESSAGES.passwordCommon) => ({
  code: 'COMMON_PASSWORD',
  message,
  fields: { [field]: message },
});
const PERSONAL_FIELD = (field: string) => COMMON_FIELD(field, VALIDATION_MESSAGES.passwordPersonal);

async function register(password: string) {
  serial += 1;
  const { agent, csrf } = await anonymousAgent(app);
  return agent
    .post(API_ROUTES.userRegistration.path)
    .set('x-csrf-token', csrf)
    .send(registrationOf(`erika.${serial}@example.de`, password));
}

async function resetToken(email: string): Promise<string> {
  const user = await testDb.db
    .selectFrom('users')
    .select('userId')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const token = randomToken(32);
  await testDb.db
    .insertInto('passwordResetTokens')
    .values({ tokenHash: sha256Hex(token), userId: user.userId, expiresAt: '2026-01-05T10:00:00.000Z', usedAt: null })
    .execute();
  return token;
}

describe('common passwords', () => {
  it.each(COMMON)('registration refuses %j with 400 COMMON_PASSWORD under the password field', async (password) => {
    const before = (await testDb.db.selectFrom('users').select('userId').execute()).length;
    const res = await register(password);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: COMMON_FIELD('password') });
    expect((await testDb.db.selectFrom('users').select('userId').execute()).length).toBe(before);
  });

  it.each([
    ['the own e-mail', (email: string) => email],
    ['the own e-mail’s name part', (email: string) => `${email.split('@')[0]}!`],
    ['the own last name and digits', () => 'Muster12345'],
    ['the own first and last name', () => 'ErikaMuster'],
  ])('registration refuses %s with the German message about personal data', async (_name, passwordOf) => {
    serial += 1;
    const email = `erika.${serial}@example.de`;
    const { agent, csrf } = await anonymousAgent(app);
    const res = await agent
      .post(API_ROUTES.userRegistration.path)
      .set('x-csrf-token', csrf)
      .send(registrationOf(email, passwordOf(email)));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: PERSONAL_FIELD('password') });
  });

  it('the password change refuses the member’s own name', async () => {
    const { agent, csrf } = await loginAs(app, 'anna.schneider@example.de');
    const res = await agent
      .put(API_ROUTES.memberPassword.path)
      .set('x-csrf-token', csrf)
      .send({ currentPassword: 'Mitbestimmung2026!', newPassword: 'AnnaSchneider1' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: PERSONAL_FIELD('newPassword') });
  });

  it('the password reset refuses the account’s own e-mail', async () => {
    const token = await resetToken('julia.richter@example.de');
    const { agent, csrf } = await anonymousAgent(app);
    const res = await agent
      .post(API_ROUTES.passwordResetConfirm.path)
      .set('x-csrf-token', csrf)
      .send({ token, password: 'julia.richter@example.de' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: PERSONAL_FIELD('password') });
  });

  it('registration keeps the SPEC message for passwords under 8 characters', async () => {
    const res = await register('123456');
    expect(res.body.error.fields.password).toBe(VALIDATION_MESSAGES.password);
  });

  it.each(COMMON)('the password reset refuses %j and leaves the link usable', async (password) => {
    const token = await resetToken('sabine.koch@example.de');
    const { agent, csrf } = await anonymousAgent(app);
    const res = await agent
      .post(API_ROUTES.passwordResetConfirm.path)
      .set('x-csrf-token', csrf)
      .send({ token, password });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: COMMON_FIELD('password') });
    const row = await testDb.db
      .selectFrom('passwordResetTokens')
      .select('usedAt')
      .where('tokenHash', '=', sha256Hex(token))
      .executeTakeFirstOrThrow();
    expect(row.usedAt).toBeNull();
  });

  it.each(COMMON)('the password change refuses %j and keeps the old password', async (newPassword) => {
    const { agent, csrf } = await loginAs(app, 'jonas.weber@example.de');
    const res = await agent
      .put(API_ROUTES.memberPassword.path)
      .set('x-csrf-token', csrf)
      .send({ currentPassword: 'Mitbestimmung2026!', newPassword });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: COMMON_FIELD('newPassword') });
    await expect(loginAs(app, 'jonas.weber@example.de')).resolves.toBeDefined();
  });

  it('the demo password is accepted everywhere', async () => {
    expect((await register('Mitbestimmung2026!')).status).toBe(201);

    const token = await resetToken('lena.wagner@example.de');
    const { agent, csrf } = await anonymousAgent(app);
    const reset = await agent
      .post(API_ROUTES.passwordResetConfirm.path)
      .set('x-csrf-token', csrf)
      .send({ token, password: 'Mitbestimmung2026!' });
    expect(reset.status).toBe(200);

    const member = await loginAs(app, 'markus.fischer@example.de');
    const change = await member.agent
      .put(API_ROUTES.memberPassword.path)
      .set('x-csrf-token', member.csrf)
      .send({ currentPassword: 'Mitbestimmung2026!', newPassword: 'Mitbestimmung2026!' });
    expect(change.status).toBe(200);
  });
});
