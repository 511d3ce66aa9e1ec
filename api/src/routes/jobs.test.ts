import type { Express } from 'express';
import type { JobPostingResponse, SitemapEntriesResponse } from '@amb/shared-contracts';
import request from 'supertest';
import { JOB_SEED } from '../seed/jobsData';
import { seedJobs } from '../seed/jobs';
import { createTestApp } from '../test/createTestApp';
import type { TestDb } from '../test/createTestDb';

let testDb: TestDb;
let app: Express;
beforeAll(async () => ({ testDb, app } = await createTestApp()));
afterAll(() => testDb.destroy());

describe('GET /api/jobs/{id}', () => {
  it('answers a posting with its description blocks and the other open positions', async () => {
    const body = (await request(app).get('/api/jobs/101').expect(200)).body as JobPostingResponse;
    expect(body).toMatchObject({
      id: 101,
      slug: 'referentin-arbeitsrecht',
      title: 'Referent/in Arbeitsrecht (m/w/d)',
      url: '/jobs-karriere/offene-stellen/referentin-arbeitsrecht/101',
      employmentType: 'FULL_TIME',
      locality: 'Hamburg',
      postalCode: '20095',
      datePosted: '2026-10-01',
      validThrough: '2027-03-31',
      applyEmail: 'bewerbung@example.de',
    });
    expect(body.description).toEqual(JOB_SEED[0]!.description);
    expect(body.otherJobs).toHaveLength(7);
    expect(body.otherJobs.map((job) => job.id)).not.toContain(101);
    const titles = body.otherJobs.map((job) => job.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'de')));
    expect(body.otherJobs[0]).toEqual({
      id: 106,
      slug: 'eventmanagerin-fachtagungen',
      title: 'Eventmanager/in Fachtagungen (m/w/d)',
      url: '/jobs-karriere/offene-stellen/eventmanagerin-fachtagungen/106',
      employmentType: 'FULL_TIME',
      locality: 'München',
    });
  });

  it.each(['999', '0', 'abc', '101a', '1e2', '-101'])('id %s is 404 in German', async (id) => {
    const res = await request(app).get(`/api/jobs/${id}`).expect(404);
    expect(res.body.error).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Diese Stelle ist nicht (mehr) ausgeschrieben.',
    });
  });

  it('seeds 8 postings once and lists them in the sitemap', async () => {
    expect(JOB_SEED).toHaveLength(8);
    await seedJobs(testDb.db);
    expect(await testDb.db.selectFrom('jobPostings').select('jobId').execute()).toHaveLength(8);
    const body = (await request(app).get('/api/sitemap-entries').expect(200)).body as SitemapEntriesResponse;
    expect(body.content).toContain('/jobs-karriere/offene-stellen/werkstudentin-marketing/108');
  });
});
