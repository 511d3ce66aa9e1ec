import { API_ROUTES, CSRF_HEADER, type TrainingPlan, type PlanMember } from '@amb/shared-contracts';
import type { Express } from 'express';
import { createMailer, type MailMessage } from '../mail';
import { insertPastBooking } from '../seed/pastParticipation';
import { loginAs, type Agent } from '../test/agent';
import { createTestApp } from '../test/createTestApp';
import type { TestDb } from '../test/createTestDb';
import { csrfFrom, demoUsers, type DemoUsers } from '../test/demoUsers';

type Session = { agent: Agent; csrf: string };
type Role = 'manager' | 'lena' | 'tobias' | 'otherManager' | 'member' | 'admin' | 'acting';

const NOW = new Date('2026-01-05T09:00:00.000Z');
let testDb: TestDb;
let app: Express;
let users: DemoUsers;
const sent: MailMessage[] = [];
const s = {} as Record<Role, Session>;
const ids = {} as Record<'tobias' | 'lena' | 'markus', number>;

const post = (session: Session, path: string, body: object) =>
  session.agent.post(path).set(CSRF_HEADER, session.csrf).send(body);
const getPlan = (session: Session, id: number | string) =>
  session.agent.get(`${API_ROUTES.trainingPlanGet.path}?id=${id}`);
const themeId = async (slug: string) =>
  (await testDb.db.selectFrom('themes').select('themeId').where('slug', '=', slug).executeTakeFirstOrThrow()).themeId;
const memberOf = (plan: TrainingPlan, userId: number) => plan.members.find((m) => m.userId === userId)!;
const titles = (member: PlanMember) => member.needs.map((n) => `${n.theme.title}:${n.state}`);

/** The plan as an edit body, with `change` applied to the members. */
function editBody(plan: TrainingPlan, change: (m: PlanMember) => object = () => ({}), extra: object = {}) {
  return {
    planId: plan.planId,
    version: plan.version,
    termStart: plan.termStart,
    format: plan.format,
    locationId: plan.location?.locationId ?? null,
    members: plan.members.map((m) => ({
      userId: m.userId,
      function: m.function,
      firstTerm: m.firstTerm,
      workDaysPerWeek: m.workDaysPerWeek,
      termStart: m.termStart === plan.termStart ? null : m.termStart,
      topics: m.chosenTopics,
      doneThemeIds: m.doneThemeIds,
      note: m.note,
      ...change(m),
    })),
    ...extra,
  };
}

beforeAll(async () => {
  ({ testDb, app } = await createTestApp({
    now: () => NOW,
    mailer: createMailer({
      transport: (message) => {
        sent.push(message);
        return Promise.resolve();
      },
    }),
  }));
  users = await demoUsers(testDb.db);
  const byEmail = async (email: string) =>
    (await testDb.db.selectFrom('users').select('userId').where('email', '=', email).executeTakeFirstOrThrow()).userId;
  ids.markus = users.manager.userId;
  ids.lena = await byEmail('lena.wagner@example.de');
  ids.tobias = await byEmail('tobias.becker@example.de');
  s.manager = await loginAs(app, users.manager.email);
  s.lena = await loginAs(app, 'lena.wagner@example.de');
  s.tobias = await loginAs(app, 'tobias.becker@example.de');
  s.otherManager = await loginAs(app, 'sabine.koch@example.de');
  s.member = await loginAs(app, users.member.email);
  s.admin = await loginAs(app, users.admin.email);
  s.acting = await loginAs(app, users.admin.email);
  const started = await post(s.acting, API_ROUTES.impersonation.path, { userId: ids.lena });
  s.acting.csrf = csrfFrom(started) ?? s.acting.csrf;
});
afterAll(() => testDb.destroy());

describe('the committee’s training plan', () => {
  let plan: TrainingPlan;

  it('only the manager creates it; everyone of the committee is in it, the manager as chair', async () => {
    for (const role of ['lena', 'member', 'admin', 'acting'] as const) {
      expect(
        (await post(s[role], API_ROUTES.trainingPlanCreate.path, { termStart: '2026-04-01', format: 'any' })).status,
      ).toBe(403);
    }
    const bad = await post(s.manager, API_ROUTES.trainingPlanCreate.path, {
      termStart: '2020-01-01',
      format: 'hybrid',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ format: 'Bitte wählen Sie Präsenz, online oder beides' });
    const old = await post(s.manager, API_ROUTES.trainingPlanCreate.path, { termStart: '2020-01-01', format: 'any' });
    expect(old.body.error.fields).toEqual({
      termStart: 'Bitte geben Sie den Beginn der Amtszeit an (höchstens vier Jahre zurück)',
    });

    const res = await post(s.manager, API_ROUTES.trainingPlanCreate.path, { termStart: '2026-03-01', format: 'any' });
    expect(res.status).toBe(201);
    plan = res.body.plan;
    expect(plan).toMatchObject({
      committee: { name: 'Betriebsrat Nordwerk GmbH' },
      editable: true,
      ownPartOnly: false,
      consultant: { name: 'Stefan Krüger' },
    });
    expect(plan.members.map((m) => [m.name, m.function])).toEqual([
      ['Tobias Becker', 'member'],
      ['Markus Fischer', 'chair'],
      ['Lena Wagner', 'member'],
    ]);
    expect(titles(memberOf(plan, ids.markus))).toEqual([
      'Betriebsverfassungsrecht Teil I:open',
      'Betriebsverfassungsrecht Teil II:open',
      'Betriebsverfassungsrecht Teil III:open',
      'Der Betriebsratsvorsitz:open',
    ]);
    expect(memberOf(plan, ids.markus).termEnd).toBe('2030-02-28');
    const again = await post(s.manager, API_ROUTES.trainingPlanCreate.path, {
      termStart: '2026-03-01',
      format: 'online',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('PLAN_EXISTS');
  });

  it('members read only their own part; another committee and outsiders find nothing; staff read all', async () => {
    const own = (await getPlan(s.lena, plan.planId)).body.plan as TrainingPlan;
    expect(own).toMatchObject({ editable: false, ownPartOnly: true, candidates: [] });
    expect(own.members.map((m) => m.userId)).toEqual([ids.lena]);
    expect((await getPlan(s.acting, 'aktuell')).body.plan.members.map((m: PlanMember) => m.userId)).toEqual([ids.lena]);
    expect((await getPlan(s.otherManager, plan.planId)).status).toBe(404);
    expect((await getPlan(s.member, plan.planId)).status).toBe(404);
    expect((await getPlan(s.member, 'aktuell')).status).toBe(404);
    expect((await getPlan(s.manager, 'x1')).status).toBe(400);
    const staff = (await getPlan(s.admin, plan.planId)).body.plan as TrainingPlan;
    expect(staff).toMatchObject({ editable: false, ownPartOnly: false });
    expect(staff.members).toHaveLength(3);
    const list = await s.lena.agent.get(API_ROUTES.trainingPlanGet.path);
    expect(list.body).toMatchObject({ manager: false, plans: [{ planId: plan.planId, members: 3 }] });
    expect((await post(s.lena, API_ROUTES.trainingPlanEdit.path, editBody(plan))).status).toBe(403);
    expect((await post(s.admin, API_ROUTES.trainingPlanEdit.path, editBody(plan))).status).toBe(403);
    expect((await post(s.otherManager, API_ROUTES.trainingPlanEdit.path, editBody(plan))).status).toBe(404);
  });

  it('the manager sets functions, first terms and topics; prerequisites come first', async () => {
    const einigung = await themeId('die-einigungsstelle');
    const arbeitsrecht2 = await themeId('arbeitsrecht-teil-ii');
    const res = await post(
      s.manager,
      API_ROUTES.trainingPlanEdit.path,
      editBody(plan, (m) =>
        m.userId === ids.lena
          ? { function: 'deputy', firstTerm: true, topics: [{ themeId: einigung, legalBasis: 'br37Abs7' }] }
          : m.userId === ids.tobias
            ? {
                function: 'jav',
                termStart: '2026-11-15',
                workDaysPerWeek: 4,
                topics: [{ themeId: arbeitsrecht2, legalBasis: 'br37Abs7' }],
              }
            : {},
      ),
    );
    expect(res.status).toBe(200);
    plan = res.body.plan;
    const lena = memberOf(plan, ids.lena);
    expect(titles(lena)).toEqual([
      'Betriebsverfassungsrecht Teil I:open',
      'Betriebsverfassungsrecht Teil II:open',
      'Betriebsverfassungsrecht Teil III:open',
      'Der Betriebsratsvorsitz:open',
      'Die Einigungsstelle:open',
    ]);
    expect(lena.entitlement).toMatchObject({ weeks: 4, days: 20 });
    const tobias = memberOf(plan, ids.tobias);
    expect(titles(tobias)).toEqual([
      'JAV Grundlagen:open',
      'JAV Aufbauwissen:open',
      'Arbeitsrecht Teil I:open',
      'Arbeitsrecht Teil II:open',
    ]);
    expect(tobias.needs.find((n) => n.theme.slug === 'arbeitsrecht-teil-i')).toMatchObject({
      reason: 'prerequisite',
      requiredFor: { slug: 'arbeitsrecht-teil-ii' },
    });
    expect(tobias).toMatchObject({
      termStart: '2026-11-15',
      termEnd: '2028-11-14',
      entitlement: { weeks: 3, days: 12 },
    });
    const stale = await post(
      s.manager,
      API_ROUTES.trainingPlanEdit.path,
      editBody({ ...plan, version: plan.version - 1 }),
    );
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('PLAN_CHANGED');
  });

  it('refuses someone outside the committee, two entries of one person and unknown themes, nothing changes', async () => {
    const outsider = editBody(plan, () => ({}));
    outsider.members.push({ ...outsider.members[0]!, userId: users.member.userId });
    expect((await post(s.manager, API_ROUTES.trainingPlanEdit.path, outsider)).body.error.fields).toEqual({
      'members.3.userId': 'Diese Person gehört nicht zu Ihrem Gremium.',
    });
    const twice = editBody(plan);
    twice.members.push({ ...twice.members[0]! });
    expect((await post(s.manager, API_ROUTES.trainingPlanEdit.path, twice)).status).toBe(400);
    const unknown = editBody(plan, (m) =>
      m.userId === ids.markus ? { topics: [{ themeId: 999_999, legalBasis: 'br37Abs7' }] } : {},
    );
    expect((await post(s.manager, API_ROUTES.trainingPlanEdit.path, unknown)).body.error.fields).toEqual({
      members: 'Bitte wählen Sie ein Seminar aus der Liste aus',
    });
    expect((await getPlan(s.manager, plan.planId)).body.plan.version).toBe(plan.version);
  });

  it('suggests dates in learning order, in the term, never on the same days', () => {
    for (const member of plan.members) {
      const dated = member.needs.filter((n) => n.suggestion);
      expect(dated.length).toBeGreaterThan(0);
      for (const [i, need] of dated.entries()) {
        expect(need.suggestion!.startDate >= '2026-01-26').toBe(true); // 21 days ahead
        expect(need.suggestion!.endDate <= member.termEnd).toBe(true);
        for (const other of dated.slice(i + 1)) {
          const overlap =
            need.suggestion!.startDate <= other.suggestion!.endDate &&
            other.suggestion!.startDate <= need.suggestion!.endDate;
          expect(overlap).toBe(false);
        }
      }
      const series = member.needs.filter((n) => n.reason === 'basic' && n.suggestion);
      for (let i = 1; i < series.length; i += 1) {
        expect(series[i]!.suggestion!.startDate > series[i - 1]!.suggestion!.endDate).toBe(true);
      }
    }
  });

  it('one click puts a member’s suggestions into the manager’s cart, the member as participant with the need’s legal basis', async () => {
    const lena = memberOf(plan, ids.lena);
    const suggested = lena.needs.filter((n) => n.suggestion);
    expect(
      (await post(s.lena, API_ROUTES.trainingPlanCart.path, { planId: plan.planId, userId: ids.lena })).status,
    ).toBe(403);
    expect(
      (await post(s.manager, API_ROUTES.trainingPlanCart.path, { planId: plan.planId, userId: users.member.userId }))
        .status,
    ).toBe(404);
    const res = await post(s.manager, API_ROUTES.trainingPlanCart.path, { planId: plan.planId, userId: ids.lena });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ added: suggested.length, count: suggested.length });
    expect(res.body.message).toBe(`${suggested.length} Termine für Lena Wagner liegen im Warenkorb.`);
    const cart = await s.manager.agent.get(API_ROUTES.cartGet.path);
    const byEvent = new Map(
      cart.body.items.map((i: { eventId: number; participants: Array<{ lastname: string; legalBasis: string }> }) => [
        i.eventId,
        i,
      ]),
    );
    for (const need of suggested) {
      const item = byEvent.get(need.suggestion!.eventId) as {
        participants: Array<{ lastname: string; legalBasis: string }>;
      };
      expect(item.participants).toEqual([expect.objectContaining({ lastname: 'Wagner', legalBasis: need.legalBasis })]);
    }
    const again = await post(s.manager, API_ROUTES.trainingPlanCart.path, { planId: plan.planId, userId: ids.lena });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(
      'Für Lena Wagner gibt es keinen Vorschlag, der noch in den Warenkorb könnte.',
    );
  });

  it('the plan follows the bookings: booked after checkout, the § 37 Abs. 7 days counted, attended before the term apart', async () => {
    const checkout = await s.manager.agent
      .post(API_ROUTES.cartCheckout.path)
      .set(CSRF_HEADER, s.manager.csrf)
      .set('Idempotency-Key', 'schulungsplan-lena-1')
      .send({ acceptTerms: true });
    expect(checkout.status).toBe(201);
    const lena = memberOf((await getPlan(s.manager, plan.planId)).body.plan, ids.lena);
    for (const need of memberOf(plan, ids.lena).needs.filter((n) => n.suggestion)) {
      const now = lena.needs.find((n) => n.theme.themeId === need.theme.themeId)!;
      expect(now).toMatchObject({ state: 'booked', booked: { eventId: need.suggestion!.eventId }, suggestion: null });
    }
    const abs7Booked = lena.trainings.filter((t) => t.legalBasis === 'br37Abs7' && t.state === 'booked');
    expect(abs7Booked.length).toBeGreaterThan(0);
    expect(lena.entitlement.used.booked).toBe(abs7Booked.reduce((sum, t) => sum + t.days, 0));
    expect(lena.entitlement.remainingDays).toBe(20 - lena.entitlement.used.booked);
    const abs6 = lena.trainings.filter((t) => t.legalBasis === 'br37Abs6').reduce((sum, t) => sum + t.days, 0);
    expect(lena.entitlement.necessary.booked).toBe(abs6);
    // A seminar attended before the term start counts for nothing in this term, but its theme is done.
    const earlier = await testDb.db
      .selectFrom('events')
      .innerJoin('themes', 'themes.themeId', 'events.themeId')
      .select(['events.eventId', 'themes.slug'])
      .where('themes.slug', '=', 'der-betriebsratsvorsitz')
      .orderBy('events.startDate')
      .executeTakeFirstOrThrow();
    await insertPastBooking(testDb.db, {
      bookerUserId: ids.markus,
      eventId: earlier.eventId,
      participants: [{ firstname: 'Markus', lastname: 'Fischer', email: users.manager.email }],
      at: '2026-01-02T09:00:00.000Z',
    });
    await testDb.db
      .updateTable('events')
      .set({ startDate: '2025-11-10', endDate: '2025-11-12' })
      .where('eventId', '=', earlier.eventId)
      .execute();
    const markus = memberOf((await getPlan(s.manager, plan.planId)).body.plan, ids.markus);
    expect(markus.needs.find((n) => n.theme.slug === 'der-betriebsratsvorsitz')!.state).toBe('done');
    expect(markus.entitlement.necessary.attended).toBe(0);
  });

  it('shared with the consultant once, by mail', async () => {
    sent.length = 0;
    const current = (await getPlan(s.manager, plan.planId)).body.plan as TrainingPlan;
    const res = await post(
      s.manager,
      API_ROUTES.trainingPlanEdit.path,
      editBody(current, () => ({}), { share: true }),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Der Schulungsplan ist mit Stefan Krüger geteilt; wir melden uns bei Ihnen.');
    expect(sent.map((m) => m.to)).toEqual(['stefan.krueger@example.de']);
    expect(sent[0]!.text).toContain(`/personalisierter-schulungsplan/${plan.planId}`);
    plan = res.body.plan;
    expect(plan.sharedAt).toBe(NOW.toISOString());
    await post(
      s.manager,
      API_ROUTES.trainingPlanEdit.path,
      editBody(plan, () => ({}), { share: true }),
    );
    expect(sent).toHaveLength(1);
  });

  it('staff list the plans with their open needs and export them; nobody else may', async () => {
    for (const role of ['manager', 'lena', 'member', 'acting'] as const) {
      expect((await s[role].agent.get(API_ROUTES.trainingPlanAdminList.path)).status).toBe(403);
      expect((await s[role].agent.get(API_ROUTES.trainingPlanExport.path)).status).toBe(403);
    }
    const list = await s.admin.agent.get(`${API_ROUTES.trainingPlanAdminList.path}?offen=1`);
    expect(list.status).toBe(200);
    expect(list.body.plans).toEqual([
      expect.objectContaining({
        planId: plan.planId,
        committee: 'Betriebsrat Nordwerk GmbH',
        consultant: 'Stefan Krüger',
        members: 3,
      }),
    ]);
    expect(list.body.plans[0].openNeeds).toBeGreaterThan(0);
    const other = list.body.consultants.find((c: { name: string }) => c.name === 'Katrin Neumann').consultantId;
    expect(
      (await s.admin.agent.get(`${API_ROUTES.trainingPlanAdminList.path}?consultant=${other}`)).body.plans,
    ).toEqual([]);
    expect((await s.admin.agent.get(`${API_ROUTES.trainingPlanAdminList.path}?consultant=abc`)).status).toBe(400);

    await testDb.db
      .updateTable('committees')
      .set({ name: '=HYPERLINK("http://böse.example")' })
      .where('committeeId', '=', 1)
      .execute();
    const csv = await s.admin.agent.get(API_ROUTES.trainingPlanExport.path);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="schulungsplaene-2026-01-05.csv"');
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('"Anspruch § 37 Abs. 7 (Tage)"');
    expect(lines).toHaveLength(4);
    expect(lines[1]!.startsWith(`"'=HYPERLINK(""http://böse.example"")"`)).toBe(true);
    expect(lines.find((l) => l.includes('"Lena Wagner"'))).toContain('"Stellvertretung";"ja";"20"');
  });

  it('deleted by the manager only; the bookings stay', async () => {
    expect((await post(s.lena, API_ROUTES.trainingPlanDelete.path, { planId: plan.planId })).status).toBe(403);
    const res = await post(s.manager, API_ROUTES.trainingPlanDelete.path, { planId: plan.planId });
    expect(res.body).toEqual({ message: 'Der Schulungsplan ist gelöscht.' });
    expect((await getPlan(s.manager, plan.planId)).status).toBe(404);
    expect((await s.manager.agent.get(API_ROUTES.committeeBookings.path)).body.bookings.length).toBeGreaterThan(0);
  });
});
