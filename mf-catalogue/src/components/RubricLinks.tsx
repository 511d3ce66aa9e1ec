import { PAGE_ROUTES, buildPath, type Rubric } from '@amb/shared-contracts/core';
import { ErrorState, Link, Loading } from '@amb/remote-kit';
import { catalogueApi, useGetRubricsQuery } from '../api';
import type { AppDispatch } from '../store';

/** The rubrics as links to their seminar lists. */
export function RubricLinks() {
  const { data, isLoading, isError } = useGetRubricsQuery();
  if (isLoading) return <Loading />;
  if (isError || !data) return <ErrorState message="Die Rubriken konnten gerade nicht geladen werden." />;
  return (
    <ul className="cat-rubrics">
      {data.map((rubric) => (
        <li key={rubric.rubricId}>
          <Link className="cat-rubrics__link" href={buildPath(PAGE_ROUTES.rubric.path, { rubric: rubric.slug })}>
            {rubric.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Server rendering: the rubrics, as RubricLinks, the filter form and a rubric's page ask for them. */
export function prefetchRubrics(dispatch: AppDispatch): void {
  void dispatch(catalogueApi.endpoints.getRubrics.initiate());
}

/** Heading (and title) of a rubric's page. */
export function rubricHeading(rubric: Rubric): string {
  return `Seminare: ${rubric.name}`;
}

/** The rubric of a slug: its heading once the rubrics are known; `unknown` when they are and it is not one. */
export function useRubric(slug: string): { heading: string | null; unknown: boolean } {
  const { data } = useGetRubricsQuery();
  const rubric = data?.find((entry) => entry.slug === slug);
  return { heading: rubric ? rubricHeading(rubric) : null, unknown: data !== undefined && !rubric };
}
