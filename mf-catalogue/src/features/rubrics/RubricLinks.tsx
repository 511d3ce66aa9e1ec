import { MESSAGES, PAGE_ROUTES, buildPath } from '@amb/shared-contracts';
import { useGetRubricsQuery } from '../../api';
import { AppLink } from '../../routing/AppLink';

/** The rubrics as links to their seminar lists. */
export function RubricLinks() {
  const { data, isLoading, isError } = useGetRubricsQuery();
  if (isLoading) return <p className="cat-status">{MESSAGES.loading}</p>;
  if (isError || !data) return <p className="cat-status">Die Rubriken konnten gerade nicht geladen werden.</p>;
  return (
    <ul className="cat-rubrics">
      {data.map((rubric) => (
        <li key={rubric.rubricId}>
          <AppLink className="cat-rubrics__link" href={buildPath(PAGE_ROUTES.rubric.path, { rubric: rubric.slug })}>
            {rubric.name}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

/** Heading of a rubric's page: its name once the rubrics are known. */
export function useRubricHeading(slug: string): string {
  const { data } = useGetRubricsQuery();
  const rubric = data?.find((entry) => entry.slug === slug);
  return rubric ? `Seminare: ${rubric.name}` : 'Seminare für Betriebsräte';
}
