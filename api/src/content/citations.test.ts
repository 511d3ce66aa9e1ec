import { findAuthUser, findUserIdByEmail } from '../repositories/users';
import { DEMO_EDITOR_EMAIL } from '../seed/accounts';
import { createTestDb, type TestDb } from '../test/createTestDb';
import { citationsOfLaw, forgetCitations, recordCitations, type CitingSource } from './citations';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.destroy());

const judgment: CitingSource = {
  kind: 'judgment',
  key: 'bag-1-abr-22-23',
  title: 'BAG: Mitbestimmung bei Microsoft 365',
  path: '/rechtsprechung/br/urteil/bag-1-abr-22-23',
};
const lexicon: CitingSource = {
  kind: 'lexicon',
  key: 'br/technische-einrichtung',
  title: 'Technische Einrichtung',
  path: '/betriebsratslexikon/br/technische-einrichtung',
};

describe('content citations', () => {
  it('records what a text cites and lists it per paragraph of the law, judgments first', async () => {
    const { db } = testDb;
    await recordCitations(db, lexicon, 'Mitbestimmung nach § 87 Abs. 1 Nr. 6 BetrVG.');
    const found = await recordCitations(db, judgment, '§ 87 Abs. 1 Nr. 6 BetrVG und § 178 Abs. 2 SGB IX; § 80 BetrVG');
    expect(found.map((c) => `${c.law} ${c.paragraph}`)).toEqual(['betrvg 87', 'sgb-ix 178', 'betrvg 80']);

    expect(await citationsOfLaw(db, 'betrvg')).toEqual([
      { paragraph: '80', detail: '', source: judgment },
      { paragraph: '87', detail: 'Abs. 1 Nr. 6', source: judgment },
      { paragraph: '87', detail: 'Abs. 1 Nr. 6', source: lexicon },
    ]);
    expect(await citationsOfLaw(db, 'sgb-ix')).toEqual([{ paragraph: '178', detail: 'Abs. 2', source: judgment }]);
  });

  it('replaces the citations of a source when it is saved again, and forgets them', async () => {
    const { db } = testDb;
    const renamed = { ...judgment, title: 'BAG: Microsoft 365 ist eine technische Einrichtung' };
    await recordCitations(db, renamed, 'Nur noch § 87 Abs. 1 Nr. 6 BetrVG.');
    const betrvg = await citationsOfLaw(db, 'betrvg');
    expect(betrvg.filter((c) => c.source.kind === 'judgment')).toEqual([
      { paragraph: '87', detail: 'Abs. 1 Nr. 6', source: renamed },
    ]);
    expect(await citationsOfLaw(db, 'sgb-ix')).toEqual([]);

    await forgetCitations(db, renamed);
    expect((await citationsOfLaw(db, 'betrvg')).map((c) => c.source.kind)).toEqual(['lexicon']);
  });

  it('writes nothing when the save that records them is rolled back', async () => {
    const { db } = testDb;
    const article: CitingSource = { kind: 'article', key: 'x', title: 'X', path: '/fachartikel/x' };
    await expect(
      db.transaction().execute(async (trx) => {
        await recordCitations(trx, article, '§ 37 Abs. 6 BetrVG');
        throw new Error('the save fails');
      }),
    ).rejects.toThrow('the save fails');
    expect((await citationsOfLaw(db, 'betrvg')).some((c) => c.source.kind === 'article')).toBe(false);
  });
});

describe('the editor role', () => {
  it('is a column of the user: the demo editor has it, members do not', async () => {
    const { db } = testDb;
    const editor = await findAuthUser(db, (await findUserIdByEmail(db, DEMO_EDITOR_EMAIL))!);
    const member = await findAuthUser(db, (await findUserIdByEmail(db, 'anna.schneider@example.de'))!);
    expect(editor).toMatchObject({ role: 'member', editor: true });
    expect(member).toMatchObject({ role: 'member', editor: false });
  });
});
