import { AUTH_MESSAGES, CSRF_HEADER } from '@amb/shared-contracts';
import type { CookieAccessInfo } from 'cookiejar';
import type { Express } from 'express';
import request from 'supertest';
import { loginAs } from '../test/agent';
import type { TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';
import { csrfFrom, demoUsers, type DemoUsers } from '../test/demoUsers';

let testDb: TestDb;
let app: Express;
let users: DemoUsers;
beforeAll(async () => {
  ({ testDb, app } = await createTestApp());
  users = await demoUsers(testDb.db);
});
afterAll(() => testDb.destroy());

const auditRows = () => testDb.db.selectFrom('auditLog').selectAll().orderBy('auditId').execute();
const sessionCount = async () => (await testDb.db.selectFrom('sessions').select('sessionHash').execute()).length;

/** `amb_sid=<id>` as the agent's cookie jar holds it. */
function sessionCookieOf(agent: Awaited<ReturnType<typeof loginAs>>['agent']): string | undefined {
  const access = { domain: '127.0.0.1', path: '/', secure: false, script: false } as CookieAccessInfo;
  return agent.jar.getCookie('amb_sid', access)?.toValueString();
}

interface Candidate {
  userId: number;
  email: string;
  firstname: string;
  lastname: string;
  committee: string | null;
}

describe('GET /api/admin/users', () => {
  it('lists members (never admins) with the fields to choose one, no password data', async () => {
    const { agent } = await loginAs(app, users.admin.email);
    const res = await agent.get('/api/admin/users');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = res.body as Candidate[];
    expect(list.map((u) => u.userId)).toEqual(expect.arrayContaining([users.member.userId, users.manager.userId]));
    expect(list.map((u) => u.userId)).not.toContain(users.admin.userId);
    expect(Object.keys(list[0]!).sort()).toEqual([
      'committee',
      'company',
      'email',
      'firstname',
      'lastname',
      'salutation',
      'userId',
    ]);
    expect(JSON.stringify(list)).not.toMatch(/scrypt|password/i);
  });

  it('searches name and e-mail case-insensitively', async () => {
    const { agent } = await loginAs(app, users.admin.email);
    const byName = (await agent.get('/api/admin/users').query({ q: users.manager.lastname.toUpperCase() }))
      .body as Candidate[];
    expect(byName.map((u) => u.userId)).toContain(users.manager.userId);
    const byEmail = (await agent.get('/api/admin/users').query({ q: users.member.email.slice(0, 6) }))
      .body as Candidate[];
    expect(byEmail.map((u) => u.userId)).toContain(users.member.userId);
  });

  it('treats LIKE wildcards and SQL literally', async () => {
    const { agent } = await loginAs(app, users.admin.email);
    for (const q of ['%', '_', "' OR '1'='1", '\\']) {
      const res = await agent.get('/api/admin/users').query({ q });
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    }
  });

  it('rejects an overlong or repeated search with 400', async () => {
    const { agent } = await loginAs(app, users.admin.email);
    expect((await agent.get('/api/admin/users').query({ q: 'x'.repeat(101) })).status).toBe(400);
    expect((await agent.get('/api/admin/users?q=a&q=b')).status).toBe(400);
    const nul = await agent.get('/api/admin/users').query({ q: 'an\u0000na' });
    expect(nul.status).toBe(400);
    expect(nul.body.error.fields).toEqual({ q: 'Der Suchbegriff enthält ungültige Zeichen.' });
  });
});

describe('impersonation', () => {
  it('starts acting as a member: rotated session, audit row, the member’s data', async () => {
    const { agent, csrf } = await loginAs(app, users.admin.email);
    const before = await auditRows();
    const start = await agent
      .post('/api/admin/impersonation')
      .set(CSRF_HEADER, csrf)
      .send({ userId: users.member.userId });
    expect(start.status).toBe(200);
    expect(start.body).toEqual({
      ok: true,
      user: { userId: users.member.userId, firstname: users.member.firstname, lastname: users.member.lastname },
      redirect: '/kundenportal/meinamb',
    });
    const token = csrfFrom(start);
    expect(token).toBeDefined();
    expect(token).not.toBe(csrf);
    const setCookies = String(start.headers['set-cookie']);
    expect(setCookies).toMatch(/amb_sid=/);

    const current = (await agent.get('/kundenportal/get-user')).body.user;
    expect(current).toEqual(expect.objectContaining({ userId: users.member.userId, impersonated: true }));
    expect((await agent.get('/api-meinamb/personal-data')).body.firstname).toBe(users.member.firstname);

    const audit = (await auditRows()).slice(before.length);
    expect(audit).toEqual([
      expect.objectContaining({
        actorUserId: users.admin.userId,
        action: 'impersonation.start',
        targetUserId: users.member.userId,
      }),
    ]);
    expect(Date.parse(audit[0]!.createdAt)).not.toBeNaN();

    // While acting as the member, the admin routes are closed, but stopping.
    expect((await agent.get('/api/admin/users')).status).toBe(403);
    const again = await agent
      .post('/api/admin/impersonation')
      .set(CSRF_HEADER, token!)
      .send({ userId: users.manager.userId });
    expect(again.status).toBe(403);

    const stop = await agent.delete('/api/admin/impersonation').set(CSRF_HEADER, token!);
    expect(stop.status).toBe(200);
    expect(stop.body).toEqual({ ok: true, redirect: '/kundenportal/admin/mitglieder' });
    expect(csrfFrom(stop)).toBeDefined();
    expect(csrfFrom(stop)).not.toBe(token);
    const back = (await agent.get('/kundenportal/get-user')).body.user;
    expect(back).toEqual(expect.objectContaining({ userId: users.admin.userId, impersonated: false }));
    expect((await agent.get('/api/admin/users')).status).toBe(200);

    expect((await auditRows()).slice(before.length).map((r) => [r.action, r.actorUserId, r.targetUserId])).toEqual([
      ['impersonation.start', users.admin.userId, users.member.userId],
      ['impersonation.stop', users.admin.userId, users.member.userId],
    ]);
  });

  it('the old session id stops working after the start', async () => {
    const { agent, csrf } = await loginAs(app, users.admin.email);
    const cookie = sessionCookieOf(agent);
    expect(cookie).toMatch(/^amb_sid=/);
    const start = await agent
      .post('/api/admin/impersonation')
      .set(CSRF_HEADER, csrf)
      .send({ userId: users.otherMember.userId });
    expect(start.status).toBe(200);
    expect(sessionCookieOf(agent)).not.toBe(cookie);
    const stale = await request(app).get('/kundenportal/get-user').set('Cookie', cookie!);
    expect(stale.body.user).toEqual({});
  });

  it.each([
    [
      'an admin as target',
      () => ({ userId: users.admin.userId }),
      403,
      'Als Administrator können Sie nur für Mitglieder handeln, nicht für andere Administratoren.',
    ],
    ['an unknown user', () => ({ userId: 987654 }), 404, 'Dieses Mitglied gibt es nicht.'],
    ['a string id', () => ({ userId: String(users.member.userId) }), 400, undefined],
    ['a fractional id', () => ({ userId: 1.5 }), 400, undefined],
    ['no id', () => ({}), 400, undefined],
  ])('refuses %s and writes nothing', async (_name, body, status, message) => {
    const { agent, csrf } = await loginAs(app, users.admin.email);
    const audits = (await auditRows()).length;
    const sessions = await sessionCount();
    const res = await agent.post('/api/admin/impersonation').set(CSRF_HEADER, csrf).send(body());
    expect(res.status).toBe(status);
    if (message) expect(res.body.error.message).toBe(message);
    if (status === 400) expect(res.body.error.fields).toEqual({ userId: 'Bitte wählen Sie ein Mitglied aus.' });
    expect((await auditRows()).length).toBe(audits);
    expect(await sessionCount()).toBe(sessions);
    expect((await agent.get('/kundenportal/get-user')).body.user.userId).toBe(users.admin.userId);
  });

  it('members cannot start it, and nobody can stop what is not running', async () => {
    const member = await loginAs(app, users.manager.email);
    const audits = (await auditRows()).length;
    const start = await member.agent
      .post('/api/admin/impersonation')
      .set(CSRF_HEADER, member.csrf)
      .send({ userId: users.member.userId });
    expect(start.status).toBe(403);
    expect(start.body.error).toEqual({ code: 'FORBIDDEN', message: AUTH_MESSAGES.forbidden });
    const stop = await member.agent.delete('/api/admin/impersonation').set(CSRF_HEADER, member.csrf);
    expect(stop.status).toBe(403);
    expect(stop.body.error.message).toBe('Sie handeln gerade nicht für ein Mitglied.');
    const admin = await loginAs(app, users.admin.email);
    expect((await admin.agent.delete('/api/admin/impersonation').set(CSRF_HEADER, admin.csrf)).status).toBe(403);
    expect((await auditRows()).length).toBe(audits);
  });

  it('needs the CSRF token to start', async () => {
    const { agent } = await loginAs(app, users.admin.email);
    const audits = (await auditRows()).length;
    const res = await agent.post('/api/admin/impersonation').send({ userId: users.member.userId });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('CSRF_INVALID');
    expect((await auditRows()).length).toBe(audits);
  });
});
