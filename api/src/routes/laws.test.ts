import {
  API_ROUTES,
  buildPath,
  CSRF_HEADER,
  LAW_ABSATZ_MAX,
  LAW_EDIT_MESSAGES,
  type LawParagraphHistoryResponse,
  type LawResponse,
  type ManageContentResponse,
} from '@amb/shared-contracts';
import type { Express } from 'express';
import request from 'supertest';
import { recordCitations } from '../content/citations';
import { anonymousAgent, loginAs, type Agent } from '../test/agent';
import { createTestApp } from '../test/createTestApp';
import type { TestDb } from '../test/createTestDb';
import { demoUsers } from '../test/demoUsers';
import { DEMO_EDITOR_EMAIL } from '../seed/accounts';
import { LAW_SEEDS, SEED_AUTHOR } from '../seed/laws';

let testDb: TestDb;
let app: Express;
let editor: { agent: Agent; csrf: string };
const NOW = new Date('2026-03-02T09:30:00.000Z');

beforeAll(async () => {
  ({ testDb, app } = await createTestApp({ now: () => NOW }));
  editor = await loginAs(app, DEMO_EDITOR_EMAIL);
});
afterAll(() => testDb.destroy());

const paragraphPath = (slug: string, number: string) => buildPath(API_ROUTES.manageLawParagraph.path, { slug, number });
const restorePath = (slug: string, number: string) =>
  buildPath(API_ROUTES.manageLawParagraphRestore.path, { slug, number });

const history = async (slug: string, number: string) =>
  (await editor.agent.get(paragraphPath(slug, number)).expect(200)).body as LawParagraphHistoryResponse;

const save = (slug: string, number: string, body: object, as = editor) =>
  as.agent.put(paragraphPath(slug, number)).set(CSRF_HEADER, as.csrf).send(body);

const lawOf = async (slug: string) =>
  (await request(app).get(buildPath(API_ROUTES.law.path, { slug })).expect(200)).body as LawResponse;

describe('GET /api/content/laws/{slug}', () => {
  it('answers the BetrVG with every paragraph 1–132 in order, under its Teile and Abschnitte', async () => {
    const law = await lawOf('betrvg');
    expect(law).toMatchObject({ slug: 'betrvg', short: 'BetrVG', title: 'Betriebsverfassungsgesetz' });
    const numbers = law.paragraphs.map((p) => p.number);
    for (let n = 1; n <= 132; n += 1) expect(numbers).toContain(String(n));
    expect(numbers.slice(0, 3)).toEqual(['1', '2', '3']);
    expect(numbers.indexOf('28a')).toBe(numbers.indexOf('28') + 1);
    // Every paragraph stands under exactly one heading, in the law's order.
    expect(law.headings.flatMap((h) => h.paragraphs)).toEqual(numbers);
    expect(law.headings[0]).toMatchObject({ level: 1, label: 'Erster Teil', title: 'Allgemeine Vorschriften' });
    const social = law.headings.find((h) => h.title === 'Soziale Angelegenheiten')!;
    expect(social).toMatchObject({ level: 2, label: 'Dritter Abschnitt', paragraphs: ['87', '88', '89'] });
    const p87 = law.paragraphs.find((p) => p.number === '87')!;
    expect(p87.title).toBe('Mitbestimmungsrechte');
    expect(p87.absaetze).toHaveLength(2);
    expect(p87.absaetze[0]).toContain('6. Einführung und Anwendung von technischen Einrichtungen');
    expect(p87.summary.length).toBeGreaterThan(40);
  });

  it('answers SGB IX Teil 3 with §§ 151–241 by Kapitel and the texts of the SBV paragraphs', async () => {
    const law = await lawOf('sgb-ix');
    const numbers = law.paragraphs.map((p) => p.number);
    for (let n = 151; n <= 241; n += 1) expect(numbers).toContain(String(n));
    expect(law.headings.every((h) => h.label.startsWith('Kapitel '))).toBe(true);
    for (const number of ['164', '168', '176', '177', '178', '179', '180', '182'])
      expect(law.paragraphs.find((p) => p.number === number)!.absaetze.length).toBeGreaterThan(0);
  });

  it('lists the demo judgments and lexicon entries that cite a paragraph', async () => {
    const cited = (await lawOf('betrvg')).paragraphs.find((p) => p.number === '87')!.citedBy;
    expect(new Set(cited.map((c) => c.kind))).toEqual(new Set(['judgment', 'lexicon', 'article', 'news', 'interview']));
    expect(cited.every((c) => c.path.startsWith('/'))).toBe(true);
  });

  it('lists per paragraph the pages citing it, one entry per page with its details', async () => {
    // From no citations on: the demo data's are the test above's.
    await testDb.db.deleteFrom('contentCitations').execute();
    const source = {
      kind: 'judgment',
      key: 'bag-1-abr-22-23',
      title: 'BAG, Beschluss vom 12.03.2024 – 1 ABR 22/23',
      path: '/rechtsprechung/br/urteil/bag-1-abr-22-23',
    } as const;
    await recordCitations(
      testDb.db,
      source,
      'Nach § 87 Abs. 1 Nr. 6 BetrVG und § 87 Abs. 2 BetrVG sowie § 178 SGB IX …',
    );
    const law = await lawOf('betrvg');
    expect(law.paragraphs.find((p) => p.number === '87')!.citedBy).toEqual([
      { kind: 'judgment', title: source.title, path: source.path, detail: 'Abs. 1 Nr. 6; Abs. 2' },
    ]);
    expect(law.paragraphs.find((p) => p.number === '88')!.citedBy).toEqual([]);
    const sgb = await lawOf('sgb-ix');
    expect(sgb.paragraphs.find((p) => p.number === '178')!.citedBy).toEqual([
      { kind: 'judgment', title: source.title, path: source.path, detail: '' },
    ]);
  });

  it.each(['unbekannt', 'BETRVG', 'content'])('answers 404 in German for the unknown law %s', async (slug) => {
    const res = await request(app).get(buildPath(API_ROUTES.law.path, { slug })).expect(404);
    expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: LAW_EDIT_MESSAGES.lawUnknown });
  });
});

describe('/api/manage/laws/{slug}/paragraphs/{number}', () => {
  it('shows the seeded state as version 1', async () => {
    const body = await history('betrvg', '90');
    const seeded = LAW_SEEDS.betrvg.find((e) => e.type === 'paragraph' && e.number === '90')!;
    expect(body).toMatchObject({
      law: 'betrvg',
      number: '90',
      title: 'Unterrichtungs- und Beratungsrechte',
      version: 1,
    });
    expect(body.versions).toEqual([
      {
        version: 1,
        title: body.title,
        absaetze: seeded.type === 'paragraph' ? seeded.absaetze : [],
        savedAt: '2025-01-01T00:00:00.000Z',
        savedBy: SEED_AUTHOR,
        action: 'seed',
        restoredFrom: null,
      },
    ]);
  });

  it('saves an edit as a new version (who, when, the text), the law page shows it at once, restore brings back the old one', async () => {
    const before = await history('betrvg', '39');
    const edit = { title: 'Sprechstunden', absaetze: ['Erster Absatz, neu gefasst.', 'Zweiter Absatz.'], version: 1 };
    const saved = (await save('betrvg', '39', edit).expect(200)).body as LawParagraphHistoryResponse;
    expect(saved).toMatchObject({ title: 'Sprechstunden', absaetze: edit.absaetze, version: 2 });
    expect(saved.versions.map((v) => [v.version, v.action])).toEqual([
      [2, 'edit'],
      [1, 'seed'],
    ]);
    expect(saved.versions[0]).toMatchObject({
      savedAt: NOW.toISOString(),
      savedBy: 'Claudia Brandt',
      restoredFrom: null,
    });
    expect((await lawOf('betrvg')).paragraphs.find((p) => p.number === '39')!.absaetze).toEqual(edit.absaetze);

    const restored = await editor.agent
      .post(restorePath('betrvg', '39'))
      .set(CSRF_HEADER, editor.csrf)
      .send({ restore: 1, version: 2 })
      .expect(200);
    const after = restored.body as LawParagraphHistoryResponse;
    expect(after).toMatchObject({ version: 3, title: before.title, absaetze: before.absaetze });
    expect(after.versions[0]).toMatchObject({ version: 3, action: 'restore', restoredFrom: 1 });
    expect(after.versions).toHaveLength(3);
    expect((await lawOf('betrvg')).paragraphs.find((p) => p.number === '39')!.absaetze).toEqual(before.absaetze);
  });

  it('refuses a save from an old version (409) and changes nothing', async () => {
    await save('betrvg', '41', { title: 'Umlageverbot', absaetze: ['Neu.'], version: 1 }).expect(200);
    const res = await save('betrvg', '41', { title: 'Umlageverbot', absaetze: ['Anders.'], version: 1 }).expect(409);
    expect(res.body.error).toEqual({ code: 'LAW_PARAGRAPH_CHANGED', message: LAW_EDIT_MESSAGES.changed });
    const now = await history('betrvg', '41');
    expect(now).toMatchObject({ version: 2, absaetze: ['Neu.'] });
  });

  it('strips markup before storing: no tag or script reaches the law page', async () => {
    const res = await save('sgb-ix', '208', {
      title: '<b>Zusatzurlaub</b>',
      absaetze: [
        'Fünf Tage <script>alert(1)</script>Urlaub &amp; mehr',
        '<img src=x onerror=alert(1)>&lt;i&gt;Zweiter&lt;/i&gt;',
      ],
      version: 1,
    }).expect(200);
    expect(res.body).toMatchObject({ title: 'Zusatzurlaub', absaetze: ['Fünf Tage Urlaub & mehr', 'Zweiter'] });
    const p208 = (await lawOf('sgb-ix')).paragraphs.find((p) => p.number === '208')!;
    expect(JSON.stringify(p208)).not.toMatch(/[<>]|script|onerror/);
  });

  it.each([
    ['an empty title', { title: '  ', absaetze: ['Text'] }, { title: LAW_EDIT_MESSAGES.titleRequired }],
    ['no Absatz', { title: 'T', absaetze: [] }, { absaetze: LAW_EDIT_MESSAGES.absaetzeRequired }],
    [
      'an Absatz of only markup',
      { title: 'T', absaetze: ['Text', '<p> </p>'] },
      { 'absaetze.1': LAW_EDIT_MESSAGES.absatzRequired },
    ],
    [
      'a too long Absatz',
      { title: 'T', absaetze: ['x'.repeat(LAW_ABSATZ_MAX + 1)] },
      { 'absaetze.0': LAW_EDIT_MESSAGES.absatzTooLong },
    ],
    ['no text list', { title: 'T', absaetze: 'Text' }, { absaetze: LAW_EDIT_MESSAGES.absaetzeRequired }],
  ])('refuses %s with 400 and a German message, changing nothing', async (_what, body, fields) => {
    const res = await save('betrvg', '36', { version: 1, ...body }).expect(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields });
    expect((await history('betrvg', '36')).version).toBe(1);
  });

  it('refuses an unchanged save and an unknown version to restore', async () => {
    const current = await history('betrvg', '35');
    const res = await save('betrvg', '35', { title: current.title, absaetze: current.absaetze, version: 1 });
    expect(res.status).toBe(400);
    await editor.agent
      .post(restorePath('betrvg', '35'))
      .set(CSRF_HEADER, editor.csrf)
      .send({ restore: 7, version: 1 })
      .expect(404);
  });

  it.each([
    ['betrvg', '999'],
    ['betrvg', 'abc'],
    ['stgb', '1'],
  ])('answers 404 for %s § %s', async (slug, number) => {
    await editor.agent.get(paragraphPath(slug, number)).expect(404);
  });

  it('requires the CSRF token on a save', async () => {
    await editor.agent
      .put(paragraphPath('betrvg', '34'))
      .send({ title: 'X', absaetze: ['Y'], version: 1 })
      .expect(403);
    expect((await history('betrvg', '34')).version).toBe(1);
  });

  it('answers 401 logged out and 403 to a member', async () => {
    const anonymous = await anonymousAgent(app);
    await anonymous.agent.get(paragraphPath('betrvg', '87')).expect(401);
    await save('betrvg', '87', { title: 'X', absaetze: ['Y'], version: 1 }, anonymous).expect(401);
    const users = await demoUsers(testDb.db);
    const member = await loginAs(app, users.member.email);
    await member.agent.get(paragraphPath('betrvg', '87')).expect(403);
    await member.agent.get(API_ROUTES.manageContent.path).expect(403);
    await save('betrvg', '87', { title: 'X', absaetze: ['Y'], version: 1 }, member).expect(403);
    expect((await history('betrvg', '87')).version).toBe(1);
  });
});

describe('GET /api/manage/content', () => {
  it('lists every article, news item and interview, newest first, for editors', async () => {
    const res = await editor.agent.get(API_ROUTES.manageContent.path).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { items } = res.body as ManageContentResponse;
    const count = await testDb.db
      .selectFrom('contentItems')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(items).toHaveLength(Number(count.n));
    expect(new Set(items.map((item) => item.kind))).toEqual(new Set(['article', 'news', 'interview']));
    const dates = items.map((item) => item.publishedOn);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(items[0]!.url).toMatch(/^\/(fachartikel|news|br-magazin-interview)\/[a-z0-9-]+$/);
  });
});
