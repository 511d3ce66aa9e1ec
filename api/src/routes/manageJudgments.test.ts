/** /manage/pdf-analysis's calls: a PDF's text, citations and facts; a draft judgment. Editors only. */
import {
  API_ROUTES,
  CSRF_HEADER,
  JUDGMENT_DRAFT_MESSAGES,
  PDF_ANALYSIS_MESSAGES,
  PDF_MAX_BYTES,
  type JudgmentDraftResponse,
  type PdfAnalysisResponse,
} from '@amb/shared-contracts';
import type { Express } from 'express';
import request from 'supertest';
import { DEMO_EDITOR_EMAIL } from '../seed/accounts';
import { loginAs, type Agent } from '../test/agent';
import { createTestApp } from '../test/createTestApp';
import type { TestDb } from '../test/createTestDb';
import { csrfFrom } from '../test/demoUsers';
import { samplePdf } from '../test/judgmentPdf';

let testDb: TestDb;
let app: Express;
let editor: { agent: Agent; csrf: string };
let pdf: Buffer;
const NOW = new Date('2025-03-01T10:00:00.000Z');

beforeAll(async () => {
  ({ testDb, app } = await createTestApp({ now: () => NOW }));
  editor = await loginAs(app, DEMO_EDITOR_EMAIL);
  pdf = await samplePdf();
});
afterAll(() => testDb.destroy());

const judgmentCount = async () =>
  Number(
    (
      await testDb.db
        .selectFrom('judgments')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const citationCount = async () =>
  Number(
    (
      await testDb.db
        .selectFrom('contentCitations')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function upload(file: Buffer, filename: string, contentType: string) {
  const res = await editor.agent
    .post(API_ROUTES.managePdfAnalysisUpload.path)
    .set(CSRF_HEADER, editor.csrf)
    .attach('pdf', file, { filename, contentType });
  editor.csrf = csrfFrom(res) ?? editor.csrf;
  return res;
}

async function saveDraft(body: object) {
  const res = await editor.agent.post(API_ROUTES.manageJudgmentDrafts.path).set(CSRF_HEADER, editor.csrf).send(body);
  editor.csrf = csrfFrom(res) ?? editor.csrf;
  return res;
}

describe('POST /api/manage/pdf-analysis', () => {
  it('extracts the text, finds the cited paragraphs linked to the law pages and states the obvious facts', async () => {
    const res = await upload(pdf, 'urteil.pdf', 'application/pdf');
    expect(res.status).toBe(200);
    const analysis = res.body as PdfAnalysisResponse;
    expect(analysis.pages).toBe(2);
    expect(analysis.text).toContain('Schwerbehindertenvertretung');
    expect(analysis.citations).toEqual([
      {
        law: 'betrvg',
        paragraph: '87',
        detail: 'Abs. 1 Nr. 6',
        text: '§ 87 Abs. 1 Nr. 6 BetrVG',
        url: '/gesetze/betrvg#p87',
      },
      { law: 'sgb-ix', paragraph: '178', detail: '', text: '§ 178 SGB IX', url: '/gesetze/sgb-ix#p178' },
    ]);
    expect(analysis.facts).toEqual({
      court: 'BAG',
      kind: 'Beschluss',
      decidedOn: '2024-03-12',
      fileNumber: '1 ABR 22/23',
    });
  });

  it.each([
    [
      'a text file named .pdf',
      Buffer.from('Dies ist kein PDF, § 87 BetrVG'),
      'urteil.pdf',
      'application/pdf',
      PDF_ANALYSIS_MESSAGES.notPdf,
    ],
    ['a PDF declared as an image', null, 'urteil.png', 'image/png', PDF_ANALYSIS_MESSAGES.notPdf],
    [
      'a broken PDF',
      Buffer.from('%PDF-1.7\nkaputt'),
      'urteil.pdf',
      'application/pdf',
      PDF_ANALYSIS_MESSAGES.unreadable,
    ],
    ['an empty file', Buffer.alloc(0), 'leer.pdf', 'application/pdf', PDF_ANALYSIS_MESSAGES.fileRequired],
  ])('refuses %s with a German 400 and stores nothing', async (_case, file, filename, type, message) => {
    const [judgments, citations] = [await judgmentCount(), await citationCount()];
    const res = await upload(file ?? pdf, filename, type);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'VALIDATION_FAILED', message, fields: { pdf: message } });
    expect([await judgmentCount(), await citationCount()]).toEqual([judgments, citations]);
  });

  it('refuses a file over 10 MB with a German 400 and stores nothing', async () => {
    const judgments = await judgmentCount();
    const big = Buffer.concat([pdf, Buffer.alloc(PDF_MAX_BYTES + 1 - pdf.length, 0x20)]);
    const res = await upload(big, 'gross.pdf', 'application/pdf');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(PDF_ANALYSIS_MESSAGES.tooLarge);
    expect(res.body.error.message).toContain('10 MB');
    expect(await judgmentCount()).toBe(judgments);
  });

  it('refuses a request without a file', async () => {
    const res = await editor.agent.post(API_ROUTES.managePdfAnalysisUpload.path).set(CSRF_HEADER, editor.csrf);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(PDF_ANALYSIS_MESSAGES.fileRequired);
  });

  it('refuses a write without the CSRF token', async () => {
    const res = await editor.agent.post(API_ROUTES.managePdfAnalysisUpload.path).attach('pdf', pdf, 'urteil.pdf');
    expect(res.status).toBe(403);
  });
});

const DRAFT = {
  slug: 'bag-1-abr-22-23',
  area: 'br',
  topic: 'technische-ueberwachung',
  court: 'BAG',
  kind: 'Beschluss',
  decidedOn: '12.03.2024',
  fileNumber: '1 ABR 22/23',
  guidingPrinciple: 'Software, die das Verhalten überwachen kann, ist nach § 87 Abs. 1 Nr. 6 BetrVG mitbestimmt.',
  facts: 'Der Arbeitgeber führte eine Software ein.',
  decision: 'Die Schwerbehindertenvertretung ist nach § 178 SGB IX zu beteiligen.\n\nDer Antrag hatte Erfolg.',
  practice: '',
};

describe('POST /api/manage/judgments', () => {
  it('saves a draft with its citations, created by the editor; it stays off the public pages', async () => {
    const res = await saveDraft(DRAFT);
    expect(res.status).toBe(201);
    const draft = res.body as JudgmentDraftResponse;
    expect(draft).toEqual({
      slug: 'bag-1-abr-22-23',
      area: 'br',
      status: 'draft',
      citations: [
        {
          law: 'betrvg',
          paragraph: '87',
          detail: 'Abs. 1 Nr. 6',
          text: '§ 87 Abs. 1 Nr. 6 BetrVG',
          url: '/gesetze/betrvg#p87',
        },
        { law: 'sgb-ix', paragraph: '178', detail: '', text: '§ 178 SGB IX', url: '/gesetze/sgb-ix#p178' },
      ],
    });
    const row = await testDb.db
      .selectFrom('judgments')
      .innerJoin('users', 'users.userId', 'judgments.createdBy')
      .select(['status', 'decidedOn', 'body', 'users.email', 'judgments.createdAt'])
      .where('slug', '=', 'bag-1-abr-22-23')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'draft',
      decidedOn: '2024-03-12',
      email: DEMO_EDITOR_EMAIL,
      createdAt: NOW.toISOString(),
    });
    expect(JSON.parse(row.body)).toEqual([
      { type: 'heading', text: 'Sachverhalt' },
      { type: 'paragraph', text: 'Der Arbeitgeber führte eine Software ein.' },
      { type: 'heading', text: 'Entscheidung' },
      { type: 'paragraph', text: 'Die Schwerbehindertenvertretung ist nach § 178 SGB IX zu beteiligen.' },
      { type: 'paragraph', text: 'Der Antrag hatte Erfolg.' },
    ]);
    // A draft's page is a 404, so the law pages do not link it.
    const cited = await testDb.db
      .selectFrom('contentCitations')
      .select('sourceKey')
      .where('sourceKey', '=', DRAFT.slug)
      .execute();
    expect(cited).toEqual([]);
    await request(app).get('/api/case-law/br/bag-1-abr-22-23').expect(404);
  });

  it('refuses a slug that is taken, in German, and stores nothing more', async () => {
    const before = await judgmentCount();
    const res = await saveDraft({ ...DRAFT, slug: 'bag-1-abr-16-23' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      slug: 'Diese Kurzadresse ist schon vergeben. Bitte wählen Sie eine andere.',
    });
    expect(await judgmentCount()).toBe(before);
  });

  it('checks every field with the form’s schema and stores nothing', async () => {
    const before = await judgmentCount();
    const res = await saveDraft({
      slug: 'Kein Slug',
      area: 'jav',
      topic: 'arbeitszeit',
      court: '',
      kind: 'Urteilchen',
      decidedOn: '31.02.2024',
      fileNumber: '',
      guidingPrinciple: 'kurz',
      decision: '',
    });
    expect(res.status).toBe(400);
    const M = JUDGMENT_DRAFT_MESSAGES;
    expect(res.body.error.fields).toEqual({
      slug: M.slug,
      area: M.area,
      court: M.court,
      kind: M.kind,
      decidedOn: M.decidedOn,
      fileNumber: M.fileNumber,
      guidingPrinciple: M.guidingPrinciple,
      decision: M.decision,
    });
    expect(await judgmentCount()).toBe(before);
  });

  it('refuses a topic of the other area and a date in the future', async () => {
    const res = await saveDraft({ ...DRAFT, slug: 'neu-1', area: 'sbv', decidedOn: '01.01.2999' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['decidedOn', 'topic']);
  });
});
