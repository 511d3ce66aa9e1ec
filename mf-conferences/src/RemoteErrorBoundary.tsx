import { Component, type ReactNode } from 'react';
import { MESSAGES } from '@amb/shared-contracts';
import { REMOTE_NAME } from './remote';

/** What the slot shows when this remote throws: the page around it keeps working. */
export function RemoteFallback() {
  return (
    <div role="alert" data-boundary={REMOTE_NAME} className="conferences-fallback">
      {MESSAGES.remoteUnavailable}
    </div>
  );
}

export class RemoteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RemoteFallback /> : this.props.children;
  }
}
