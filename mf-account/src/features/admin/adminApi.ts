import { API_ROUTES, buildPath } from '@amb/shared-contracts';
import { accountApi } from '../../api';

export interface AdminMember {
  userId: number;
  salutation?: string;
  firstname: string;
  lastname: string;
  email: string;
  company?: string | null;
  /** Name of the member's committee, if any. */
  committee?: string | null;
}

export const adminApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    adminUsers: build.query<unknown, string>({
      query: (q) => buildPath(API_ROUTES.adminUsers.path, {}, { q }),
    }),
    startImpersonation: build.mutation<unknown, { userId: number }>({
      query: (body) => ({ url: API_ROUTES.impersonation.path, method: 'POST', body }),
    }),
  }),
});

export const { useAdminUsersQuery, useStartImpersonationMutation } = adminApi;

/** The members of `GET /api/admin/users`: a bare array or `{ users: [...] }`. */
export function membersOf(data: unknown): AdminMember[] {
  const list = Array.isArray(data) ? data : (data as { users?: unknown } | undefined)?.users;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is AdminMember =>
      typeof item === 'object' && item !== null && typeof (item as AdminMember).userId === 'number',
  );
}
