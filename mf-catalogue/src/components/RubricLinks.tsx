import { PAGE_ROUTES, buildPath } from '@amb/shared-contracts';
import { ErrorState, Link, Loading } from '@amb/remote-kit';
import { useGetRubricsQuery } from '../api';

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

/** Heading of a rubric's page: its name once the rubrics are known, else null. */
export function useRubricHeading(slug: string): string | null {
  const { data } = useGetRubricsQuery();
  const rubric = data?.find((entry) => entry.slug === slug);
  return rubric ? `Seminare: ${rubric.name}` : null;
}
