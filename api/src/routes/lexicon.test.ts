import { API_ROUTES, buildPath } from '@amb/shared-contracts';
import type { Express } from 'express';
import { BR_LEXICON, seedLexicon } from '../seed/lexicon';
import { LEXICON_PAGE_SEED } from '../seed/lexiconPagesData';
import { anonymousAgent, loginAs, type Agent } from '../test/agent';
import { createTestApp } from '../test/createTestApp';
import type { TestDb } from '../test/createTestDb';
import { demoUsers } from '../test/demoUsers';

let testDb: TestDb;
let app: Express;
let member: Agent;

beforeAll(async () => {
  ({ testDb, app } = await createTestApp());
  member = (await loginAs(app, (await demoUsers(testDb.db)).member.email)).agent;
});
afterAll(() => testDb.destroy());

/** The member's A–Z lists every works-council entry, the lexicon pages' (issue 13) too. */
const BR_ENTRIES = [...BR_LEXICON, ...LEXICON_PAGE_SEED.filter((entry) => entry.audience === 'br')];
const titles = (body: { entries: { title: string }[] }) => body.entries.map((e) => e.title);
const search = (query: Record<string, string>) =>
  member.get(buildPath(API_ROUTES.memberLexicon.path, {}, query)).then((res) => res);

describe('works-council A–Z', () => {
  it('the seed has at least 20 entries, each citing a paragraph, under the right letter', async () => {
    expect(BR_LEXICON.length).toBeGreaterThanOrEqual(20);
    for (const entry of BR_LEXICON) expect(entry.body).toMatch(/§ \d+[a-z]?( Abs\. \d+)?/);
    expect(new Set(BR_LEXICON.map((e) => e.slug)).size).toBe(BR_LEXICON.length);
    const rows = await testDb.db.selectFrom('lexiconEntries').selectAll().where('audience', '=', 'br').execute();
    expect(rows).toHaveLength(BR_ENTRIES.length);
    expect(await seedLexicon(testDb.db)).toBe(0);
  });

  it('lists every entry alphabetically with the letters that have entries', async () => {
    const res = await search({});
    expect(res.status).toBe(200);
    expect(res.body.entries).toHaveLength(BR_ENTRIES.length);
    expect(titles(res.body)).toEqual([...titles(res.body)].sort((a, b) => a.localeCompare(b, 'de')));
    expect(res.body.letters).toEqual(expect.arrayContaining(['A', 'B', 'E', 'W']));
    expect(res.body.letters).not.toContain('X');
    const first = res.body.entries[0];
    expect(first).toEqual({
      slug: 'abmahnung',
      title: 'Abmahnung',
      letter: 'A',
      excerpt: expect.any(String),
    });
    expect(first.excerpt.length).toBeLessThanOrEqual(202);
  });

  it('filters by letter (Ü under U) and searches without regard to case and umlauts', async () => {
    expect(titles((await search({ letter: 'W' })).body)).toEqual(['Wahlvorstand', 'Wirtschaftsausschuss']);
    expect(titles((await search({ letter: 'U' })).body)).toEqual([
      'Übergangsmandat',
      'Überstunden und Kurzarbeit',
      'Unterrichtungsrecht und allgemeine Aufgaben',
      'Urlaubsgrundsätze und Urlaubsplan',
    ]);
    const kuendigung = titles((await search({ q: 'KUNDIGUNG' })).body);
    expect(kuendigung).toEqual(
      expect.arrayContaining(['Anhörung vor Kündigungen', 'Kündigungsschutz von Betriebsratsmitgliedern']),
    );
    expect(titles((await search({ q: 'Einigungsstelle Sozialplan' })).body)).toEqual(
      expect.arrayContaining(['Einigungsstelle', 'Interessenausgleich und Sozialplan']),
    );
    expect(titles((await search({ q: 'Einigungsstelle Sozialplan' })).body)).not.toContain('Arbeitszeit');
    expect((await search({ q: 'Quantenphysik' })).body.entries).toEqual([]);
    expect(titles((await search({ q: 'sozialplan', letter: 'E' })).body)).toEqual(['Einigungsstelle']);
  });

  it('answers one entry by slug; an unknown or malformed slug is a German 404', async () => {
    const res = await member.get(buildPath(API_ROUTES.memberLexiconEntry.path, { slug: 'wirtschaftsausschuss' }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expect.objectContaining({ title: 'Wirtschaftsausschuss', letter: 'W' }));
    expect(res.body.body).toContain('§ 106 Abs. 1 BetrVG');
    for (const slug of ['gibt-es-nicht', 'Wirtschaftsausschuss', '../etc']) {
      const missing = await member.get(buildPath(API_ROUTES.memberLexiconEntry.path, { slug }));
      expect(missing.status).toBe(404);
      expect(missing.body.error.message).toBe('Diesen Eintrag gibt es im Betriebsrats-Lexikon nicht.');
    }
  });

  it('refuses a bad letter or an overlong search with a German 400, and anonymous callers with 401', async () => {
    expect((await search({ letter: 'ä' })).body.error.fields).toEqual({
      letter: 'Bitte wählen Sie einen Buchstaben von A bis Z.',
    });
    expect((await search({ q: 'x'.repeat(101) })).body.error.fields).toEqual({
      q: 'Bitte geben Sie höchstens 100 Zeichen ein.',
    });
    const anonymous = (await anonymousAgent(app)).agent;
    expect((await anonymous.get(API_ROUTES.memberLexicon.path)).status).toBe(401);
    expect((await anonymous.get(buildPath(API_ROUTES.memberLexiconEntry.path, { slug: 'arbeitszeit' }))).status).toBe(
      401,
    );
  });
});
