import { useEffect } from 'react';
import { failureOf } from '@amb/remote-kit';
import { goToLogin } from '../../components/actions/session';

/** A 401 from the api: the visitor is not (or no longer) logged in, so the login and back here. */
export function useLoginOn401(error: unknown): void {
  const unauthorised = error !== undefined && failureOf(error).status === 401;
  useEffect(() => {
    if (unauthorised) goToLogin();
  }, [unauthorised]);
}
