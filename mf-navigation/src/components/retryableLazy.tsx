import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { MESSAGES } from '@amb/shared-contracts/core';
import { LABELS } from '../labels';

interface PartBoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Loads tried again by themselves after coming back online, before only the button is left to try once more. */
const ONLINE_RETRIES = 3;
/** Wait before the next try: a network just back may still refuse the first request. */
const ONLINE_RETRY_MS = 1500;

/**
 * Catches the failed load of one lazily loaded part of the header (offline, a deploy in between): the part shows a
 * short German note with a retry button, the rest of the header stays usable, and the part loads again by itself
 * when the browser is back online (a few times, a moment apart: the first request right after coming back online
 * may still fail).
 */
class PartBoundary extends Component<PartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  private onlineRetries = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidUpdate(_props: PartBoundaryProps, previous: { failed: boolean }): void {
    if (!this.state.failed || previous.failed) return;
    window.addEventListener('online', this.retryOnline);
    // Failed although the browser says it is online (a retry right after coming back): once more, a moment later.
    if (navigator.onLine && this.onlineRetries > 0 && this.onlineRetries < ONLINE_RETRIES) {
      this.timer = setTimeout(this.retryOnline, ONLINE_RETRY_MS * this.onlineRetries);
    }
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.retryOnline);
    if (this.timer) clearTimeout(this.timer);
  }

  private retryOnline = (): void => {
    this.onlineRetries += 1;
    this.retry();
  };

  retry = (): void => {
    window.removeEventListener('online', this.retryOnline);
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
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
