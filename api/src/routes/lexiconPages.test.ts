import type { Express } from 'express';
import {
  findCitations,
  type LexiconPageEntryResponse,
  type LexiconPageIndexResponse,
  type SitemapEntriesResponse,
} from '@amb/shared-contracts';
import request from 'supertest';
import { citationsOfLaw } from '../content/citations';
import { BR_LEXICON } from '../seed/lexicon';
import { seedLexiconPages } from '../seed/lexiconPages';
import { BR_LEXICON_TAGS, LEXICON_PAGE_SEED } from '../seed/lexiconPagesData';
import { createTestApp } from '../test/createTestApp';
import type { TestDb } from '../test/createTestDb';

let testDb: TestDb;
let app: Express;
beforeAll(async () => ({ testDb, app } = await createTestApp()));
afterAll(() => testDb.destroy());

const index = async (audience: string) =>
  (await request(app).get(`/api/lexicon/${audience}`).expect(200)).body as LexiconPageIndexResponse;
const entry = async (audience: string, slug: string) =>
  (await request(app).get(`/api/lexicon/${audience}/${slug}`).expect(200)).body as LexiconPageEntryResponse;

describe('the seed of the lexicon pages', () => {
  it('has 120 entries across br, sbv and jav, each citing a paragraph, with unique slugs per audience', async () => {
    const all = [...BR_LEXICON.map((e) => ({ ...e, audience: 'br' })), ...LEXICON_PAGE_SEED];
    expect(all).toHaveLength(120);
    expect(new Set(all.map((e) => `${e.audience}/${e.slug}`)).size).toBe(120);
    for (const audience of ['br', 'sbv', 'jav'])
      expect(all.filter((e) => e.audience === audience).length).toBeGreaterThanOrEqual(30);
    for (const e of all) expect(findCitations(e.body).length).toBeGreaterThan(0);
    for (const slug of BR_LEXICON.map((e) => e.slug)) expect(BR_LEXICON_TAGS[slug]?.length).toBeGreaterThan(0);
    const counts = await testDb.db
      .selectFrom('lexiconEntries')
      .select(['audience', ({ fn }) => fn.countAll<string>().as('count')])
      .groupBy('audience')
      .execute();
    expect(Object.fromEntries(counts.map((row) => [row.audience, Number(row.count)]))).toEqual({
      br: 60,
      sbv: 30,
      jav: 30,
    });
  });

  it('records each entry’s citations (kind lexicon, key audience/slug, path its page) once', async () => {
    const sgbIx = await citationsOfLaw(testDb.db, 'sgb-ix');
    expect(sgbIx).toContainEqual({
      paragraph: '177',
      detail: 'Abs. 1',
      source: {
        kind: 'lexicon',
        key: 'sbv/schwerbehindertenvertretung',
        title: 'Schwerbehindertenvertretung',
        path: '/betriebsratslexikon/sbv/schwerbehindertenvertretung',
      },
    });
    const betrvg = await citationsOfLaw(testDb.db, 'betrvg');
    expect(
      betrvg
        .filter((c) => c.source.key === 'jav/jugend-und-auszubildendenvertretung')
        .map((c) => `${c.paragraph} ${c.detail}`),
    ).toEqual(['60 Abs. 1', '60 Abs. 2']);
    expect(betrvg.some((c) => c.source.key === 'br/anhoerung-vor-kuendigungen' && c.paragraph === '102')).toBe(true);
    expect(await seedLexiconPages(testDb.db)).toBe(0);
    const again = await citationsOfLaw(testDb.db, 'sgb-ix');
    expect(again).toHaveLength(sgbIx.length);
  });
});

describe('GET /api/lexicon/{audience}', () => {
  it('groups an audience’s entries by letter, letters in order, titles in German order', async () => {
    const body = await index('sbv');
    expect(body.audience).toBe('sbv');
    const letters = body.letters.map((l) => l.letter);
    expect(letters).toEqual([...letters].sort());
    expect(body.letters.flatMap((l) => l.entries)).toHaveLength(30);
    const z = body.letters.find((l) => l.letter === 'Z')!;
    expect(z.entries.map((e) => e.title)).toEqual(['Zusatzurlaub', 'Zustimmung des Integrationsamts']);
    expect(z.entries[0]).toEqual({
      slug: 'zusatzurlaub',
      title: 'Zusatzurlaub',
      url: '/betriebsratslexikon/sbv/zusatzurlaub',
    });
    for (const { entries } of body.letters)
      expect(entries.map((e) => e.title)).toEqual(
        [...entries.map((e) => e.title)].sort((a, b) => a.localeCompare(b, 'de')),
      );
    // Ü files under U.
    const u = (await index('br')).letters.find((l) => l.letter === 'U')!;
    expect(u.entries.map((e) => e.title)).toContain('Überstunden und Kurzarbeit');
  });

  it('answers 404 in German for an unknown audience', async () => {
    const res = await request(app).get('/api/lexicon/xyz').expect(404);
    expect(res.body.error).toMatchObject({ code: 'NOT_FOUND', message: 'Diesen Eintrag gibt es im Lexikon nicht.' });
  });
});

describe('GET /api/lexicon/{audience}/{slug}', () => {
  it('answers an entry: definition as paragraphs, cited paragraphs linked to the law pages, tags, relations', async () => {
    const body = await entry('sbv', 'schwerbehindertenvertretung');
    expect(body).toMatchObject({
      audience: 'sbv',
      slug: 'schwerbehindertenvertretung',
      title: 'Schwerbehindertenvertretung',
      letter: 'S',
      url: '/betriebsratslexikon/sbv/schwerbehindertenvertretung',
    });
    expect(body.definition).toHaveLength(2);
    expect(body.definition[0]).toEqual({
      type: 'paragraph',
      text: expect.stringMatching(/^In Betrieben und Dienststellen/),
    });
    expect(body.citations).toEqual([
      { text: '§ 177 Abs. 1 SGB IX', url: '/gesetze/sgb-ix#p177' },
      { text: '§ 178 Abs. 1 SGB IX', url: '/gesetze/sgb-ix#p178' },
    ]);
    expect(body.tags.map((t) => t.slug).sort()).toEqual(['einsteiger', 'inklusion']);
    expect(body.relatedEntries.length).toBeGreaterThan(0);
    expect(body.relatedEntries.length).toBeLessThanOrEqual(5);
    for (const related of body.relatedEntries) {
      expect(related.url).toBe(`/betriebsratslexikon/sbv/${related.slug}`);
      expect(related.slug).not.toBe('schwerbehindertenvertretung');
    }
    expect(body.relatedSeminars.length).toBeGreaterThan(0);
    for (const theme of body.relatedSeminars) expect(theme.url).toMatch(/^\/seminare\/t\/[a-z0-9-]+$/);
  });

  it('finds the works-council A–Z’s entries under br, not under another audience', async () => {
    const body = await entry('br', 'anhoerung-vor-kuendigungen');
    expect(body.citations.map((c) => c.url)).toContain('/gesetze/betrvg#p102');
    await request(app).get('/api/lexicon/jav/anhoerung-vor-kuendigungen').expect(404);
  });

  it.each([
    ['/api/lexicon/br/gibt-es-nicht'],
    ['/api/lexicon/xyz/arbeitszeit'],
    ['/api/lexicon/br/Arbeitszeit'],
    [`/api/lexicon/br/${'a'.repeat(161)}`],
  ])('%s is 404', async (path) => {
    const res = await request(app).get(path).expect(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });
});

describe('the sitemap', () => {
  it('lists the three indexes and every entry', async () => {
    const body = (await request(app).get('/api/sitemap-entries').expect(200)).body as SitemapEntriesResponse;
    expect(body.content).toEqual(
      expect.arrayContaining([
        '/betriebsratslexikon/br',
        '/betriebsratslexikon/sbv',
        '/betriebsratslexikon/jav',
        '/betriebsratslexikon/jav/amtszeit-der-jav',
        '/betriebsratslexikon/br/arbeitszeit',
      ]),
    );
    expect(body.content.filter((path) => /^\/betriebsratslexikon\/[a-z]+\/./.test(path))).toHaveLength(120);
  });
});
