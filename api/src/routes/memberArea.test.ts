import {
  AUTH_MESSAGES,
  EMAIL_CONFIRMATION_MESSAGES,
  CSRF_HEADER,
  SALUTATIONS,
  BR_FUNCTIONS,
  COUNTRIES,
  MEMBERSHIPS,
  VALIDATION_MESSAGES,
} from '@amb/shared-contracts';
import type { Express } from 'express';
import request from 'supertest';
import { anonymousAgent, loginAs, putAs } from '../test/agent';
import type { TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';
import { csrfFrom, demoUsers, type DemoUsers } from '../test/demoUsers';

const PASSWORD = 'Mitbestimmung2026!';

let testDb: TestDb;
let app: Express;
let users: DemoUsers;
type Role = keyof DemoUsers;
/** One logged-in agent per demo user, reused: the login rate limit per IP stays far away. */
const sessions = {} as Record<Role, Awaited<ReturnType<typeof loginAs>>>;
beforeAll(async () => {
  ({ testDb, app } = await createTestApp());
  users = await demoUsers(testDb.db);
  for (const role of Object.keys(users) as Role[]) sessions[role] = await loginAs(app, users[role].email);
});
afterAll(() => testDb.destroy());

const userRow = (userId: number) =>
  testDb.db.selectFrom('users').selectAll().where('userId', '=', userId).executeTakeFirstOrThrow();
const preferenceRow = (userId: number) =>
  testDb.db.selectFrom('userPreferences').selectAll().where('userId', '=', userId).executeTakeFirst();

const validPersonalData = {
  salutation: 'Herr',
  title: '',
  firstname: 'Jürgen',
  lastname: 'Weiß-Öztürk',
  phone: '0711 / 123456',
  company: 'Südstahl AG',
  street: 'Königstraße',
  streetNumber: '7b',
  postalCode: '70173',
  city: 'Stuttgart',
};

describe('GET /api-meinamb/settings', () => {
  it('returns the own data, the defaults and the option lists, never the password hash', async () => {
    const { agent } = sessions.otherMember;
    const res = await agent.get('/api-meinamb/settings');
    expect(res.status).toBe(200);
    const row = await userRow(users.otherMember.userId);
    expect(res.body).toEqual({
      personalData: {
        salutation: row.salutation,
        title: row.title,
        firstname: row.firstname,
        lastname: row.lastname,
        phone: row.phone,
        company: row.company,
        street: row.street,
        streetNumber: row.streetNumber,
        postalCode: row.postalCode,
        city: row.city,
      },
      loginEmail: row.email,
      loginEmailConfirmed: true,
      pendingLoginEmail: null,
      advertisingOptIn: false,
      marketingPreferences: { newsletter: false, events: false, magazine: false },
      hotelPreferences: { singleRoom: false, nonSmoking: false, barrierFree: false, note: '' },
      brFunctions: [],
      country: null,
      memberships: [],
      options: {
        salutations: [...SALUTATIONS],
        countries: [...COUNTRIES],
        brFunctions: [...BR_FUNCTIONS],
        memberships: [...MEMBERSHIPS],
      },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/scrypt|passwordHash|password_hash/);
  });

  it('answers 401 with the German message when logged out', async () => {
    const { agent } = await anonymousAgent(app);
    const res = await agent.get('/api-meinamb/settings');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: 'LOGIN_REQUIRED', message: AUTH_MESSAGES.loginRequired } });
  });
});

describe('personal data', () => {
  it('saves valid data (trimmed) for the caller only', async () => {
    const { agent, csrf } = sessions.member;
    const other = await userRow(users.otherMember.userId);
    const res = await putAs(agent, csrf, '/api-meinamb/personal-data', {
      ...validPersonalData,
      firstname: '  Jürgen ',
      userId: users.otherMember.userId,
      role: 'admin',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...validPersonalData, message: AUTH_MESSAGES.saved });
    const row = await userRow(users.member.userId);
    expect(row).toEqual(expect.objectContaining({ ...validPersonalData, role: 'member' }));
    expect(await userRow(users.otherMember.userId)).toEqual(other);
    expect((await agent.get('/api-meinamb/personal-data')).body).toEqual(validPersonalData);
  });

  it.each([
    ['HTML', { firstname: '<script>alert(1)</script>' }, { firstname: VALIDATION_MESSAGES.firstNameChars }],
    ['SQL', { lastname: "Robert'); DROP TABLE users;--" }, { lastname: VALIDATION_MESSAGES.lastNameChars }],
    [
      'an overlong company',
      { company: 'A'.repeat(5000) },
      { company: 'Die Firma darf höchstens 200 Zeichen lang sein' },
    ],
    ['a NUL byte', { city: 'Ber\u0000lin' }, { city: 'Der Ort enthält ungültige Zeichen' }],
    ['a wrong type', { postalCode: ['70173'] }, { postalCode: 'Die Postleitzahl ist ungültig' }],
    ['a missing field', { phone: undefined }, { phone: 'Bitte geben Sie eine Telefonnummer an' }],
  ])('rejects %s with 400 and German field messages, writing nothing', async (_name, change, fields) => {
    const { agent, csrf } = sessions.committeeMember;
    const before = await userRow(users.committeeMember.userId);
    const res = await putAs(agent, csrf, '/api-meinamb/personal-data', { ...validPersonalData, ...change });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'VALIDATION_FAILED', message: expect.any(String), fields });
    expect(await userRow(users.committeeMember.userId)).toEqual(before);
  });

  it('refuses a write without the CSRF token and changes nothing', async () => {
    const { agent } = sessions.committeeMember;
    const before = await userRow(users.committeeMember.userId);
    const res = await agent.put('/api-meinamb/personal-data').send(validPersonalData);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('CSRF_INVALID');
    expect(await userRow(users.committeeMember.userId)).toEqual(before);
  });
});

describe('preferences', () => {
  it.each([
    ['/api-meinamb/advertising', { advertisingOptIn: true }, { advertisingOptIn: true }],
    [
      '/api-meinamb/marketing-preferences',
      { newsletter: true, events: false, magazine: true },
      { newsletter: true, events: false, magazine: true },
    ],
    [
      '/api-meinamb/hotel-preferences',
      { singleRoom: true, nonSmoking: true, barrierFree: false, note: '  Ruhiges Zimmer, bitte.\nDanke ' },
      { singleRoom: true, nonSmoking: true, barrierFree: false, note: 'Ruhiges Zimmer, bitte.\nDanke' },
    ],
    [
      '/api-meinamb/br-functions',
      { brFunctions: ['JAV', 'Betriebsratsvorsitz'] },
      { brFunctions: ['Betriebsratsvorsitz', 'JAV'], options: [...BR_FUNCTIONS] },
    ],
    [
      '/api-meinamb/memberships',
      { memberships: ['IG Metall', 'ver.di'] },
      { memberships: ['ver.di', 'IG Metall'], options: [...MEMBERSHIPS] },
    ],
  ])('PUT then GET %s keeps the value for the caller only', async (path, body, expected) => {
    const { agent, csrf } = sessions.manager;
    const put = await putAs(agent, csrf, path, body);
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ ...expected, message: AUTH_MESSAGES.saved });
    const get = await agent.get(path);
    expect(get.status).toBe(200);
    expect(get.body).toEqual(expected);
    const other = sessions.otherMember;
    expect((await other.agent.get(path)).body).not.toEqual(expected);
  });

  it('keeps the other preferences when one section is saved', async () => {
    const { agent, csrf } = sessions.admin;
    await putAs(agent, csrf, '/api-meinamb/advertising', { advertisingOptIn: true }).expect(200);
    await putAs(agent, csrf, '/api-meinamb/settings', { country: 'Schweiz' }).expect(200);
    await putAs(agent, csrf, '/api-meinamb/br-functions', { brFunctions: ['Ersatzmitglied'] }).expect(200);
    const settings = (await agent.get('/api-meinamb/settings')).body;
    expect(settings).toEqual(
      expect.objectContaining({ advertisingOptIn: true, country: 'Schweiz', brFunctions: ['Ersatzmitglied'] }),
    );
    const row = await preferenceRow(users.admin.userId);
    expect(row).toEqual(expect.objectContaining({ country: 'Schweiz', brFunctions: '["Ersatzmitglied"]' }));
    expect(Number(row?.advertisingOptIn)).toBe(1);
  });

  it('saves the country through the settings route', async () => {
    const { agent, csrf } = sessions.otherMember;
    const res = await putAs(agent, csrf, '/api-meinamb/settings', { country: 'Österreich' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ country: 'Österreich', message: AUTH_MESSAGES.saved });
    expect((await agent.get('/api-meinamb/settings')).body.country).toBe('Österreich');
  });

  it.each([
    ['/api-meinamb/advertising', { advertisingOptIn: 'ja' }, 'advertisingOptIn'],
    ['/api-meinamb/marketing-preferences', { newsletter: true }, 'events'],
    [
      '/api-meinamb/hotel-preferences',
      { singleRoom: true, nonSmoking: true, barrierFree: true, note: 'x'.repeat(501) },
      'note',
    ],
    [
      '/api-meinamb/br-functions',
      { brFunctions: ['Betriebsratsvorsitz', "'; DROP TABLE user_preferences;--"] },
      'brFunctions',
    ],
    ['/api-meinamb/memberships', { memberships: ['keine', 'GEW'] }, 'memberships'],
    ['/api-meinamb/settings', { country: '<b>Deutschland</b>' }, 'country'],
  ])('PUT %s rejects bad input with 400 and writes nothing', async (path, body, field) => {
    const { agent, csrf } = sessions.committeeMember;
    const res = await putAs(agent, csrf, path, body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.error.fields)).toContain(field);
    expect(await preferenceRow(users.committeeMember.userId)).toBeUndefined();
  });

  it('serves the fixed option lists', async () => {
    const { agent } = sessions.member;
    expect((await agent.get('/api-meinamb/countries')).body).toEqual(
      expect.arrayContaining(['Deutschland', 'Österreich', 'Schweiz']),
    );
    expect((await agent.get('/api-meinamb/salutations')).body).toEqual([...SALUTATIONS]);
  });
});

describe('account navigation', () => {
  it('shows "Gremium" to committee members only and marks the active entry', async () => {
    const member = sessions.member;
    const entries = (
      await member.agent.get('/api-meinamb/account-navigation').query({ path: '/meinamb/einstellungen' })
    ).body;
    expect(entries.find((e: { title: string }) => e.title === 'Gremium').visible).toBe(false);
    expect(entries.filter((e: { active: boolean }) => e.active).map((e: { title: string }) => e.title)).toEqual([
      'Einstellungen',
    ]);
    const committee = sessions.committeeMember;
    const theirs = (await committee.agent.get('/api-meinamb/account-navigation')).body;
    expect(theirs.find((e: { title: string }) => e.title === 'Gremium').visible).toBe(true);
  });

  it('shows the admin pages (members, photos, requests, partner keys, quotes, outbox) to admins only', async () => {
    const visibleAdminTitles = async (role: Role) =>
      (
        (
          await sessions[role].agent
            .get('/api-meinamb/account-navigation')
            .query({ path: '/kundenportal/admin/postausgang' })
        ).body as Array<{ title: string; uri: string; visible: boolean; active: boolean }>
      ).filter((e) => e.visible && e.uri.startsWith('/kundenportal/admin/'));
    expect(await visibleAdminTitles('admin')).toEqual([
      { title: 'Mitglieder verwalten', uri: '/kundenportal/admin/mitglieder', visible: true, active: false },
      { title: 'Fotos hochladen', uri: '/kundenportal/admin/fotos', visible: true, active: false },
      { title: 'Anfragen', uri: '/kundenportal/admin/anfragen', visible: true, active: false },
      { title: 'Partner-Schnittstellen', uri: '/kundenportal/admin/partner', visible: true, active: false },
      { title: 'Angebote verwalten', uri: '/kundenportal/admin/angebote', visible: true, active: false },
      { title: 'Postausgang', uri: '/kundenportal/admin/postausgang', visible: true, active: true },
    ]);
    expect(await visibleAdminTitles('member')).toEqual([]);
    expect(await visibleAdminTitles('manager')).toEqual([]);
  });

  it('rejects a repeated path parameter with 400', async () => {
    const { agent } = sessions.member;
    const res = await agent.get('/api-meinamb/account-navigation?path=/a&path=/b');
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ path: 'Der Pfad ist ungültig.' });
  });
});

describe('PUT /api-meinamb/login-email', () => {
  it('needs the right password and writes nothing otherwise', async () => {
    const { agent, csrf } = sessions.otherMember;
    const res = await putAs(agent, csrf, '/api-meinamb/login-email', {
      email: 'neu.adresse@example.de',
      password: 'falsch-falsch',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ password: AUTH_MESSAGES.wrongCurrentPassword });
    expect((await userRow(users.otherMember.userId)).email).toBe(users.otherMember.email);
  });

  it('refuses an address another account uses (409) and writes nothing', async () => {
    const { agent, csrf } = sessions.otherMember;
    const res = await putAs(agent, csrf, '/api-meinamb/login-email', {
      email: users.manager.email.toUpperCase(),
      password: PASSWORD,
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: 'EMAIL_TAKEN',
      message: AUTH_MESSAGES.emailTaken,
      fields: { email: AUTH_MESSAGES.emailTaken },
    });
    expect((await userRow(users.otherMember.userId)).email).toBe(users.otherMember.email);
  });

  it('asks to confirm the new address (lower-cased); until then the login e-mail stays', async () => {
    const { agent, csrf } = sessions.otherMember;
    const res = await putAs(agent, csrf, '/api-meinamb/login-email', {
      email: '  Neue.Adresse@Example.DE ',
      password: PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      email: users.otherMember.email,
      pendingEmail: 'neue.adresse@example.de',
      message: EMAIL_CONFIRMATION_MESSAGES.changeRequested('neue.adresse@example.de'),
    });
    expect((await userRow(users.otherMember.userId)).email).toBe(users.otherMember.email);
    const settings = (await agent.get('/api-meinamb/settings')).body;
    expect(settings.loginEmail).toBe(users.otherMember.email);
    expect(settings.pendingLoginEmail).toBe('neue.adresse@example.de');
  });
});

describe('PUT /api-meinamb/password', () => {
  it('refuses a wrong current password and a bad new one, writing nothing', async () => {
    const { agent, csrf } = sessions.committeeMember;
    const before = (await userRow(users.committeeMember.userId)).passwordHash;
    const wrong = await putAs(agent, csrf, '/api-meinamb/password', {
      currentPassword: 'nicht-das-passwort',
      newPassword: 'NeuesPasswort2026',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ currentPassword: AUTH_MESSAGES.wrongCurrentPassword });
    const short = await putAs(agent, csrf, '/api-meinamb/password', { currentPassword: PASSWORD, newPassword: 'kurz' });
    expect(short.status).toBe(400);
    expect(short.body.error.fields).toEqual({
      newPassword: 'Bitte wählen Sie ein Passwort in dem vorgegebenen Format',
    });
    expect((await userRow(users.committeeMember.userId)).passwordHash).toBe(before);
  });

  it('changes the password, rotates the session and ends the other sessions', async () => {
    const email = users.manager.email;
    const first = await loginAs(app, email);
    const second = await loginAs(app, email);
    const oldCookie = (await first.agent.get('/api-meinamb/settings')).status;
    expect(oldCookie).toBe(200);
    const res = await putAs(first.agent, first.csrf, '/api-meinamb/password', {
      currentPassword: PASSWORD,
      newPassword: 'Neues Passwort 2026',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: AUTH_MESSAGES.passwordChanged });
    const rotatedCsrf = csrfFrom(res);
    expect(rotatedCsrf).toBeDefined();
    expect(rotatedCsrf).not.toBe(first.csrf);
    expect((await first.agent.get('/api-meinamb/settings')).status).toBe(200);
    expect((await second.agent.get('/api-meinamb/settings')).status).toBe(401);
    const row = await userRow(users.manager.userId);
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(res.body)).not.toContain('Neues Passwort 2026');
    const relogin = await loginAs(app, email, 'Neues Passwort 2026');
    expect((await relogin.agent.get('/api-meinamb/settings')).status).toBe(200);
    // Back to the demo password; the manager's cached session ended with the change, so replace it.
    const restored = await putAs(first.agent, rotatedCsrf!, '/api-meinamb/password', {
      currentPassword: 'Neues Passwort 2026',
      newPassword: PASSWORD,
    }).expect(200);
    sessions.manager = { ...first, csrf: csrfFrom(restored)! };
  });

  it('does not count form errors against the password-check limit', async () => {
    const { agent, csrf } = sessions.committeeMember;
    for (let i = 0; i < 12; i += 1) {
      const res = await putAs(agent, csrf, '/api-meinamb/password', { currentPassword: PASSWORD, newPassword: 'kurz' });
      expect(res.status).toBe(400);
    }
  });

  it('answers 429 in German after too many wrong current passwords', async () => {
    const { agent, csrf } = sessions.admin;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await putAs(agent, csrf, '/api-meinamb/password', {
        currentPassword: `falsch-${i}-xyz`,
        newPassword: 'NeuesPasswort2026',
      });
      statuses.push(res.status);
      if (res.status === 429)
        expect(res.body.error).toEqual({ code: 'RATE_LIMITED', message: AUTH_MESSAGES.tooManyRequests });
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });
});

describe('while an admin acts as a member', () => {
  it('settings belong to the member; credentials cannot be changed', async () => {
    const { agent, csrf } = await loginAs(app, users.admin.email);
    const start = await agent
      .post('/api/admin/impersonation')
      .set(CSRF_HEADER, csrf)
      .send({ userId: users.member.userId });
    expect(start.status).toBe(200);
    const token = csrfFrom(start)!;
    expect((await agent.get('/api-meinamb/settings')).body.loginEmail).toBe((await userRow(users.member.userId)).email);
    const email = await putAs(agent, token, '/api-meinamb/login-email', { email: 'x@example.de', password: PASSWORD });
    expect(email.status).toBe(403);
    expect(email.body.error.message).toBe(AUTH_MESSAGES.forbidden);
    const password = await putAs(agent, token, '/api-meinamb/password', {
      currentPassword: PASSWORD,
      newPassword: 'NeuesPasswort2026',
    });
    expect(password.status).toBe(403);
    const hotel = await putAs(agent, token, '/api-meinamb/hotel-preferences', {
      singleRoom: true,
      nonSmoking: false,
      barrierFree: false,
      note: 'vom Support eingetragen',
    });
    expect(hotel.status).toBe(200);
    expect((await preferenceRow(users.member.userId))?.hotelPreferences).toContain('vom Support eingetragen');
    expect(await preferenceRow(users.admin.userId)).not.toEqual(
      expect.objectContaining({ hotelPreferences: expect.stringContaining('Support') }),
    );
  });
});

describe('unknown routes under /api-meinamb', () => {
  it('answer 404 JSON', async () => {
    const res = await request(app).get('/api-meinamb/gibt-es-nicht');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBeDefined();
  });
});
