import { MESSAGES } from '@amb/shared-contracts/core';
import { NotFoundPage } from '../ui/NotFoundPage';
import { Page } from '../ui/Page';
import { ErrorState, Loading } from '../ui/states';

/** The states every page shares, in the one place that draws them. */
export type PageStateProps =
  /** The id in the address does not exist (or no page of the remote serves the path): the one not-found page. */
  | { kind: 'notFound'; seminarListHref?: string }
  /**
   * Its code or data is on the way: the page's frame (its heading, when `title` is given) over the loading
   * state, whose skeleton shows after TIMINGS.loadingSkeletonMs (`skeletonAfterMs` 0: at once). `framed` without
   * a title: in the page layout without heading (the main area before a remote mounts).
   */
  | { kind: 'loading'; title?: string; skeletonAfterMs?: number; framed?: boolean }
  /** It failed: the German message and "Erneut versuchen" (`onRetry`), under the page's heading when given. */
  | { kind: 'error'; title?: string; message?: string; onRetry?: () => unknown };

/** Not found, loading or failed: how every page of every remote says so. */
export function PageState(props: PageStateProps) {
  if (props.kind === 'notFound') return <NotFoundPage seminarListHref={props.seminarListHref} />;
  const state =
    props.kind === 'loading' ? (
      <Loading skeletonAfterMs={props.skeletonAfterMs} />
    ) : (
      <ErrorState message={props.message ?? MESSAGES.unexpectedError} onRetry={props.onRetry} />
    );
  if (props.title !== undefined) return <Page title={props.title}>{state}</Page>;
  return props.kind === 'loading' && props.framed ? <section className="kit-page">{state}</section> : state;
}
