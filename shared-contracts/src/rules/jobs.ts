/** Rules of the job pages (issue 13): the canonical address of a posting and its employment types. */
import { buildPath, PAGE_ROUTES } from '../routes';

/** schema.org/JobPosting employmentType values the postings use, with their German label. */
export const EMPLOYMENT_TYPES = {
  FULL_TIME: 'Vollzeit',
  PART_TIME: 'Teilzeit',
} as const;
export type EmploymentType = keyof typeof EMPLOYMENT_TYPES;

export const jobUrl = (slug: string, id: number): string => buildPath(PAGE_ROUTES.job.path, { slug, id: String(id) });

export const JOB_NOT_FOUND = 'Diese Stelle ist nicht (mehr) ausgeschrieben.';
