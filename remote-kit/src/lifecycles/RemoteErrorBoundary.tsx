import { Component, type ErrorInfo, type ReactNode } from 'react';
import { MESSAGES } from '@amb/shared-contracts/core';
import './fallback.css';

/** What a remote's slot shows when the remote throws: the page around it keeps working. */
export function RemoteFallback() {
  return (
    <div role="alert" className="kit-fallback">
      {MESSAGES.remoteUnavailable}
    </div>
  );
}

interface Props {
  remote: string;
  children: ReactNode;
}

/** The one error boundary of every remote (single-spa-react's own is not used). */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[${this.props.remote}] Darstellung fehlgeschlagen`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RemoteFallback /> : this.props.children;
  }
}
