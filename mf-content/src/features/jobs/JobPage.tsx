import { type RouteParams, formatBerlinDay } from '@amb/shared-contracts/core';
import { EMPLOYMENT_TYPES, type JobPostingResponse } from '@amb/shared-contracts/content';
import { ErrorState, failureOf, Link, Loading, NotFoundPage, Page } from '@amb/remote-kit';
import { ContentBlocks } from '../../components/ContentBlocks';
import { useSiteLink } from '../../siteLinks';
import { useGetJobPostingQuery } from './jobsApi';
import { isJobShownAt } from './jobHead';
import './jobs.css';

function Posting({ job }: { job: JobPostingResponse }) {
  const siteLink = useSiteLink();
  return (
    <Page title={job.title}>
      <p className="job-meta">
        {EMPLOYMENT_TYPES[job.employmentType]} · {job.postalCode} {job.locality} · ausgeschrieben am{' '}
        <time dateTime={job.datePosted}>{formatBerlinDay(job.datePosted)}</time> · Bewerbungen bis{' '}
        <time dateTime={job.validThrough}>{formatBerlinDay(job.validThrough)}</time>
      </p>
      <p className="job-teaser">{job.teaser}</p>
      <div className="job-description">
        <ContentBlocks blocks={job.description} />
      </div>
      <section className="job-apply" aria-labelledby="job-bewerbung">
        <h2 id="job-bewerbung">Bewerbung</h2>
        <p>
          Bitte senden Sie Ihre Unterlagen mit Angabe der Stelle per E-Mail an{' '}
          <a href={`mailto:${job.applyEmail}?subject=${encodeURIComponent(`Bewerbung: ${job.title}`)}`}>
            {job.applyEmail}
          </a>
          .
        </p>
      </section>
      {job.otherJobs.length > 0 ? (
        <section className="job-others" aria-labelledby="job-weitere">
          <h2 id="job-weitere">Weitere offene Stellen</h2>
          <ul>
            {job.otherJobs.map((other) => (
              <li key={other.id}>
                <Link href={siteLink(other.url)}>{other.title}</Link>
                <span className="job-others__line">
                  {EMPLOYMENT_TYPES[other.employmentType]} · {other.locality}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Page>
  );
}

/** A job posting at its canonical address; another slug or an unknown id is the not-found page. */
export function JobPage({ title, params }: { title: string; params: RouteParams }) {
  const { currentData: job, error, isFetching, refetch } = useGetJobPostingQuery(params.id ?? '');
  if (job) return isJobShownAt(job, params) ? <Posting job={job} /> : <NotFoundPage />;
  if (error && failureOf(error).status === 404) return <NotFoundPage />;
  return (
    <Page title={title}>
      {isFetching || !error ? (
        <Loading />
      ) : (
        <ErrorState
          message="Die Stelle konnte gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal."
          onRetry={() => void refetch()}
        />
      )}
    </Page>
  );
}
