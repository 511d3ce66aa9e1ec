import { jobPostingJsonLd } from './jobPostingJsonLd';
import { JOB } from './jobsFixtures';

/**
 * The properties schema.org's JobPosting must have for job search (Google's structured-data guidelines mark
 * title, description, datePosted, hiringOrganization and jobLocation required; validThrough and employmentType
 * recommended — the brief asks for them too), each with the shape the vocabulary defines.
 */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;
const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
];
type Json = Record<string, unknown>;
const REQUIRED: Record<string, (value: unknown) => boolean> = {
  title: (v) => typeof v === 'string' && v.length > 0 && !/<[a-z]/i.test(v),
  description: (v) => typeof v === 'string' && v.length > 0,
  datePosted: (v) => typeof v === 'string' && ISO_DATE.test(v),
  validThrough: (v) => typeof v === 'string' && (ISO_DATE.test(v) || ISO_DATE_TIME.test(v)),
  employmentType: (v) => typeof v === 'string' && EMPLOYMENT_TYPES.includes(v),
  hiringOrganization: (v) => (v as Json)?.['@type'] === 'Organization' && typeof (v as Json).name === 'string',
  jobLocation: (v) => {
    const address = (v as Json)?.address as Json | undefined;
    return (
      (v as Json)?.['@type'] === 'Place' &&
      address?.['@type'] === 'PostalAddress' &&
      typeof address.addressLocality === 'string' &&
      typeof address.postalCode === 'string' &&
      typeof address.addressRegion === 'string' &&
      /^[A-Z]{2}$/.test(String(address.addressCountry))
    );
  },
};

/** The properties of `ld` that are missing or malformed (empty when it is a valid JobPosting). */
function jobPostingProblems(ld: Json): string[] {
  const problems = Object.entries(REQUIRED)
    .filter(([property, valid]) => !valid(ld[property]))
    .map(([property]) => property);
  if (ld['@context'] !== 'https://schema.org') problems.push('@context');
  if (ld['@type'] !== 'JobPosting') problems.push('@type');
  return problems;
}

describe('JobPosting JSON-LD', () => {
  const ld = jobPostingJsonLd(JOB, 'https://www.example.de') as Json;

  it('has every required property in the shape schema.org defines', () => {
    expect(jobPostingProblems(ld)).toEqual([]);
    expect(ld).toMatchObject({
      title: JOB.title,
      datePosted: '2026-10-01',
      validThrough: '2027-03-31',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Akademie für Mitbestimmung',
        sameAs: 'https://www.example.de',
      },
      jobLocation: { address: { addressLocality: 'Hamburg', postalCode: '20095', addressCountry: 'DE' } },
      url: `https://www.example.de${JOB.url}`,
    });
  });

  it('builds the description from the blocks with every text escaped', () => {
    expect(ld.description).toBe(
      '<p>Sie schulen Betriebsräte &amp; Co. in ganz Deutschland.</p><h2>Ihre Aufgaben</h2>' +
        '<ul><li>Seminare zum BetrVG halten</li><li>&lt;script&gt;x&lt;/script&gt; bleibt Text</li></ul>',
    );
  });

  it.each(Object.keys(REQUIRED))('the check fails when %s is missing', (property) => {
    const { [property]: _removed, ...rest } = ld;
    expect(jobPostingProblems(rest)).toEqual([property]);
  });

  it('the check fails on a wrong employment type or date', () => {
    expect(jobPostingProblems({ ...ld, employmentType: 'Vollzeit', datePosted: '01.10.2026' })).toEqual([
      'datePosted',
      'employmentType',
    ]);
  });
});
