import type { Request } from 'express';
import type { HttpError } from '../http/errors';
import { requireAdmin, requireCommitteeManager, requireEditor, requireUser } from './guards';
import type { AuthState, AuthUser } from './types';

const user = (patch: Partial<AuthUser> = {}): AuthUser => ({
  userId: 1,
  email: 'x@example.de',
  role: 'member',
  committeeId: null,
  committeeRole: null,
  firstname: 'X',
  lastname: 'Y',
  editor: false,
  confirmedEmail: 'x@example.de',
  ...patch,
});
const admin = user({ userId: 9, role: 'admin' });

function run(guard: typeof requireUser, auth: Partial<AuthState>): number {
  let status = 0;
  const req = { auth: { session: null, user: null, impersonator: null, ...auth } } as unknown as Request;
  guard(req, {} as never, (error?: unknown) => {
    status = error ? (error as HttpError).status : 200;
  });
  return status;
}

describe('guards', () => {
  it.each([
    ['anonymous', {}, [401, 401, 401, 401]],
    ['member', { user: user() }, [200, 403, 403, 403]],
    ['committee member', { user: user({ committeeId: 1, committeeRole: 'member' }) }, [200, 403, 403, 403]],
    ['committee manager', { user: user({ committeeId: 1, committeeRole: 'manager' }) }, [200, 403, 200, 403]],
    ['editor', { user: user({ editor: true }) }, [200, 403, 403, 200]],
    ['admin', { user: admin }, [200, 200, 403, 200]],
    ['admin impersonating a member', { user: user(), impersonator: admin }, [200, 403, 403, 403]],
    ['admin impersonating an editor', { user: user({ editor: true }), impersonator: admin }, [200, 403, 403, 403]],
    [
      'admin impersonating an admin row (never allowed to keep admin rights)',
      { user: admin, impersonator: admin },
      [200, 403, 403, 403],
    ],
  ] as const)('%s -> requireUser/requireAdmin/requireCommitteeManager/requireEditor', (_who, auth, expected) => {
    const guards = [requireUser, requireAdmin, requireCommitteeManager, requireEditor];
    expect(guards.map((g) => run(g, auth as Partial<AuthState>))).toEqual(expected);
  });
});
