import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { MESSAGES, TIMINGS } from '@amb/shared-contracts/core';
import { LABELS } from '../labels';

interface PartBoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Catches the failed load of one lazily loaded part of the header (offline, a deploy in between): the part shows a
 * short German note with a retry button, the rest of the header stays usable, and the part loads again by itself
 * when the browser is back online. The `online` event often comes before the network can be used again, so a load
 * that fails while the browser counts itself online is tried again a few times, each after a longer pause.
 */
class PartBoundary extends Component<PartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  private pausedRetries = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidUpdate(_props: PartBoundaryProps, previous: { failed: boolean }): void {
    if (!this.state.failed || previous.failed) return;
    window.addEventListener('online', this.retryWhenOnline);
    const pause = TIMINGS.partRetryDelaysMs[this.pausedRetries];
    if (navigator.onLine && pause !== undefined) {
      this.pausedRetries += 1;
      this.timer = setTimeout(this.retry, pause);
    }
  }

  override componentWillUnmount(): void {
    this.stopWaiting();
  }

  private stopWaiting(): void {
    window.removeEventListener('online', this.retryWhenOnline);
    clearTimeout(this.timer);
  }

  /** Back online: a new round of pauses for the loads that may still fail while the network settles. */
  retryWhenOnline = (): void => {
    this.pausedRetries = 0;
    this.retry();
  };

  retry = (): void => {
    this.stopWaiting();
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="nav-popover__loading" role="status">
        <p>{LABELS.partFailed}</p>
        <button type="button" className="nav-popover__retry" onClick={this.retryWhenOnline}>
          {MESSAGES.retry}
        </button>
      </div>
    );
  }
}

/**
 * React.lazy keeps a failed load for good, and its error would reach the header's boundary, which replaces the
 * whole header. This one keeps the failure inside the part and makes a fresh lazy component to load it again.
 */
export function retryableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let current = lazy(load);
  function RetryablePart(props: P) {
    const [, setAttempt] = useState(0);
    const retry = () => {
      current = lazy(load);
      setAttempt((n) => n + 1);
    };
    const Current = current as unknown as ComponentType<P>;
    return (
      <PartBoundary onRetry={retry}>
        <Suspense fallback={<p className="nav-popover__loading">{MESSAGES.loading}</p>}>
          <Current {...props} />
        </Suspense>
      </PartBoundary>
    );
  }
  return RetryablePart;
}
