import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { MESSAGES } from '@amb/shared-contracts/core';
import { LABELS } from '../labels';

interface PartBoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Catches the failed load of one lazily loaded part of the header (offline, a deploy in between): the part shows a
 * short German note with a retry button, the rest of the header stays usable, and the part loads again by itself
 * when the browser is back online.
 */
/**
 * Back online, the part loads again after a short pause: the browser reports `online` as soon as it has a
 * connection, and the requests of a load started in that very moment can still fail (and the part would wait for
 * the next `online`, which does not come).
 */
const ONLINE_SETTLE_MS = 300;

class PartBoundary extends Component<PartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  private settle: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidUpdate(_props: PartBoundaryProps, previous: { failed: boolean }): void {
    if (this.state.failed && !previous.failed) window.addEventListener('online', this.retrySoon);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.retrySoon);
    clearTimeout(this.settle);
  }

  retrySoon = (): void => {
    clearTimeout(this.settle);
    this.settle = setTimeout(this.retry, ONLINE_SETTLE_MS);
  };

  retry = (): void => {
    window.removeEventListener('online', this.retrySoon);
    clearTimeout(this.settle);
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="nav-popover__loading" role="status">
        <p>{LABELS.partFailed}</p>
        <button type="button" className="nav-popover__retry" onClick={this.retry}>
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
