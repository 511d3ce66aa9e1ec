/** Server rendering of a job posting's page: what it fetches and its head with the JobPosting JSON-LD. */
import { PAGE_META, type RouteParams, type ServerHead } from '@amb/shared-contracts/core';
import type { JobPostingResponse } from '@amb/shared-contracts/content';
import { failureOf } from '@amb/remote-kit';
import { shortened } from '../../components/metaDescription';
import type { PagePlace } from '@amb/remote-kit';
import type { AppDispatch, RootState } from '../../store';
import { jobsApi } from './jobsApi';
import { jobPostingJsonLd } from './jobPostingJsonLd';

/**
 * `/jobs-karriere/offene-stellen/{slug}/{id}` shows the posting only under its own slug: another slug with an
 * existing id is no page (404), as for the news and articles with an id, so every posting has one address.
 */
export const isJobShownAt = (job: JobPostingResponse, params: RouteParams): boolean => params.slug === job.slug;

export const prefetchJob = (dispatch: AppDispatch, place: PagePlace) => {
  void dispatch(jobsApi.endpoints.getJobPosting.initiate(place.params.id ?? ''));
};

export function jobHead(state: RootState, place: PagePlace): ServerHead | null {
  const result = jobsApi.endpoints.getJobPosting.select(place.params.id ?? '')(state);
  const job = result.data;
  if (!job) return result.isError && failureOf(result.error).status === 404 ? null : PAGE_META.job;
  if (!isJobShownAt(job, place.params)) return null;
  return {
    title: job.title,
    description: shortened(job.teaser),
    canonical: `${place.origin}${job.url}`,
    jsonLd: [jobPostingJsonLd(job, place.origin)],
  };
}
