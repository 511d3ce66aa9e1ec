import type { ReactNode } from 'react';
import { MESSAGES } from '@amb/shared-contracts/core';
import './surface.css';

/** While something loads: "Einen Moment...", announced politely. */
export function Loading({ label = MESSAGES.loading }: { label?: string }) {
  return (
    <p role="status" className="kit-loading">
      {label}
    </p>
  );
}

/** Something failed: what happened and what to do next (an action, a link). */
export function ErrorState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div role="alert" className="kit-state kit-state--error">
      <p className="kit-state__text">{message}</p>
      {action ? <div className="kit-state__action">{action}</div> : null}
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
