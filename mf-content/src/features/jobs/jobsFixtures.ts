import type { JobPostingResponse } from '@amb/shared-contracts/content';
import { json, type MockRoute } from '@amb/remote-kit/testing';

export const JOB: JobPostingResponse = {
  id: 101,
  slug: 'referentin-arbeitsrecht',
  title: 'Referent/in Arbeitsrecht (m/w/d)',
  url: '/jobs-karriere/offene-stellen/referentin-arbeitsrecht/101',
  employmentType: 'FULL_TIME',
  locality: 'Hamburg',
  teaser: 'Sie schulen Betriebsräte & Co. in ganz Deutschland.',
  description: [
    { type: 'heading', text: 'Ihre Aufgaben' },
    { type: 'list', items: ['Seminare zum BetrVG halten', '<script>x</script> bleibt Text'] },
  ],
  datePosted: '2026-10-01',
  validThrough: '2027-03-31',
  postalCode: '20095',
  region: 'Hamburg',
  applyEmail: 'bewerbung@example.de',
  otherJobs: [
    {
      id: 107,
      slug: 'sachbearbeiterin-buchhaltung',
      title: 'Sachbearbeiter/in Buchhaltung (m/w/d) in Teilzeit',
      url: '/jobs-karriere/offene-stellen/sachbearbeiterin-buchhaltung/107',
      employmentType: 'PART_TIME',
      locality: 'Hamburg',
    },
  ],
};

export const JOB_ROUTES: Record<string, MockRoute> = { '/api/jobs/101': () => json(JOB) };
