import { useEffect, useState, type ReactNode } from 'react';
import { MESSAGES, TIMINGS } from '@amb/shared-contracts/core';
import { Button } from './Button';
import './surface.css';
import './page.css';

/**
 * While something loads: "Einen Moment...", announced politely, at once (never a blank area); when it still
 * loads after TIMINGS.loadingSkeletonMs, a skeleton of the content takes the space it will fill (a quicker
 * answer never flashes one). `skeletonAfterMs={0}` shows the skeleton from the first render (a frame rendered
 * on the server, where no timer runs).
 */
export function Loading({
  label = MESSAGES.loading,
  skeletonAfterMs = TIMINGS.loadingSkeletonMs,
}: {
  label?: string;
  skeletonAfterMs?: number;
}) {
  const [skeleton, setSkeleton] = useState(skeletonAfterMs <= 0);
  useEffect(() => {
    if (skeleton) return undefined;
    const timer = setTimeout(() => setSkeleton(true), skeletonAfterMs);
    return () => clearTimeout(timer);
  }, [skeleton, skeletonAfterMs]);
  return (
    <div role="status" className="kit-loading">
      <p className="kit-loading__label">{label}</p>
      {skeleton ? <Skeleton /> : null}
    </div>
  );
}

/** Grey bars where content will be (hidden from assistive technology: the status says "Einen Moment..."). */
export function Skeleton() {
  return (
    <div className="kit-skeleton" aria-hidden="true" data-testid="kit-skeleton">
      <span className="kit-skeleton__line kit-skeleton__line--wide" />
      <span className="kit-skeleton__line" />
      <span className="kit-skeleton__line" />
      <span className="kit-skeleton__block" />
    </div>
  );
}

/**
 * Something failed: what happened and what to do next. `onRetry` adds the one "Erneut versuchen" button
 * (MESSAGES.retry); `action` any other next step (a link).
 */
export function ErrorState({
  message,
  action,
  onRetry,
}: {
  message: string;
  action?: ReactNode;
  onRetry?: () => unknown;
}) {
  return (
    <div role="alert" className="kit-state kit-state--error">
      <p className="kit-state__text">{message}</p>
      {onRetry || action ? (
        <div className="kit-state__action">
          {onRetry ? <Button onClick={() => void onRetry()}>{MESSAGES.retry}</Button> : null}
          {action}
        </div>
      ) : null}
    </div>
  );
}

/** Nothing to show (yet): say so and offer the next step. */
export function EmptyState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div className="kit-state kit-state--empty">
      <p className="kit-state__text">{message}</p>
      {action ? <div className="kit-state__action">{action}</div> : null}
    </div>
  );
}
