import { useState } from 'react';
import {
  API_ROUTES,
  AUTH_MESSAGES,
  MESSAGES,
  PAGE_ROUTES,
  request,
  type ImpersonationStopResponse,
  type PageUser,
} from '@amb/shared-contracts/core';
import { browser } from '../../browser';

/** Text of the bar: AUTH_MESSAGES.impersonationBar with the member's name. */
export function impersonationText(user: PageUser): string {
  return AUTH_MESSAGES.impersonationBar.replace('{name}', user.firstname);
}

/**
 * Shown while an admin acts as a member (issue 3): who they act as, and a button back to the admin
 * account (DELETE /api/admin/impersonation, then a full page load of the admin member list).
 */
export function ImpersonationBar({ user }: { user: PageUser }) {
  const [state, setState] = useState<'idle' | 'stopping' | 'failed'>('idle');

  async function stop() {
    setState('stopping');
    try {
      await request<ImpersonationStopResponse>(API_ROUTES.impersonation.path, { method: 'DELETE' });
      browser.assign(PAGE_ROUTES.adminMembers.path);
    } catch {
      setState('failed');
    }
  }

  return (
    <div className="nav-impersonation">
      <span role="status">{impersonationText(user)}</span>
      <button
        type="button"
        className="nav-impersonation__stop"
        onClick={() => void stop()}
        disabled={state === 'stopping'}
        aria-busy={state === 'stopping'}
      >
        {AUTH_MESSAGES.impersonationStop}
      </button>
      {state === 'failed' ? (
        <span className="nav-impersonation__error" role="alert">
          {MESSAGES.unexpectedError}
        </span>
      ) : null}
    </div>
  );
}
