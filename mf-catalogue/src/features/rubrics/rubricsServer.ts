import type { PageServerPart } from '@amb/remote-kit';
import { prefetchRubrics } from '../../components/RubricLinks';
import type { AppDispatch, RootState } from '../../store';

/** The rubric overview on the server: the rubrics (head: PAGE_META, canonical its path). */
export const rubricListServer: PageServerPart<RootState, AppDispatch> = { prefetch: prefetchRubrics };
