import { PAGE_META, type ServerHead } from '@amb/shared-contracts/core';
import type { PagePlace, PageServerPart } from '@amb/remote-kit';
import { catalogueApi } from '../../api';
import { rubricHeading } from '../../components/RubricLinks';
import type { AppDispatch, RootState } from '../../store';
import { prefetchEventList } from './EventListPage';
import { filtersUrl, parseFilters } from './seminarFilters';
import { prefetchSeminarList } from './SeminarListPage';

type Server = PageServerPart<RootState, AppDispatch>;

/** A filtered list is a page of its own (it can be linked); its address written the one way we write it. */
export const seminarListServer: Server = {
  prefetch: (dispatch, { search }) => prefetchSeminarList(dispatch, search),
  head: (_state, { search }) => ({
    title: PAGE_META.seminarList.title,
    canonical: filtersUrl('seminars', parseFilters(search)),
  }),
};

/** /seminare/r/:rubric: named after its rubric; a rubric that does not exist is not found. */
function rubricHead(state: RootState, { params, search }: PagePlace): ServerHead | null {
  const rubrics = catalogueApi.endpoints.getRubrics.select()(state).data;
  const canonical = filtersUrl('rubric', parseFilters(search, params.rubric ?? ''));
  // Without the rubrics (the api failed) nobody can say the rubric is unknown: the page shows its error state.
  if (!rubrics) return { title: PAGE_META.rubric.title, canonical };
  const rubric = rubrics.find((entry) => entry.slug === params.rubric);
  if (!rubric) return null;
  return {
    title: rubricHeading(rubric),
    description: `Seminartermine der Rubrik ${rubric.name}: Termine, Orte und Preise auf einen Blick.`,
    canonical,
  };
}

export const rubricServer: Server = {
  prefetch: (dispatch, { params, search }) => prefetchSeminarList(dispatch, search, params.rubric ?? ''),
  head: rubricHead,
};

/** A filtered or later page is a page of its own: its canonical address keeps the query. */
export const eventListServer: Server = {
  prefetch: (dispatch, { search }) => prefetchEventList(dispatch, search),
  head: (_state, { search, origin }) => ({
    title: PAGE_META.eventList.title,
    canonical: `${origin}${filtersUrl('events', parseFilters(search))}`,
  }),
};
