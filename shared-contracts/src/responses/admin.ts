/** Answers of the admin and committee-manager calls (api/src/routes/impersonation.ts, admin.ts, committee.ts). */
import type { CommitteeRole } from '../entities';

/** One member of GET /api/admin/users?q= (never an admin). */
export interface AdminMember {
  userId: number;
  salutation: string;
  firstname: string;
  lastname: string;
  email: string;
  company: string;
  /** Name of the member's committee. */
  committee: string | null;
}

/** GET /api/admin/users?q=: at most 50 members whose name, e-mail or company contains q, by name. */
export type AdminUsersResponse = AdminMember[];

/** POST /api/admin/impersonation: the session now acts as `user`; the page to load next. */
export interface ImpersonationStartResponse {
  ok: true;
  user: { userId: number; firstname: string; lastname: string };
  redirect: string;
}

/** DELETE /api/admin/impersonation: back to the admin account; the page to load next. */
export interface ImpersonationStopResponse {
  ok: true;
  redirect: string;
}

/** One message of the mail outbox: every mail the api wrote, sent or not. */
export interface OutboxMail {
  mailId: number;
  recipient: string;
  subject: string;
  bodyText: string;
  /** ISO time the mail was written. */
  createdAt: string;
  /** ISO time SMTP accepted it; null while it only sits in the outbox. */
  sentAt: string | null;
}

/** GET /api/admin/outbox (development mode only): the newest mails, newest first. */
export interface AdminOutboxResponse {
  mails: OutboxMail[];
}

/** One member of GET /kundenportal/get-gremium-users (the committee manager's own committee). */
export interface CommitteeMember {
  userId: number;
  salutation: string;
  firstname: string;
  lastname: string;
  email: string;
  committeeRole: CommitteeRole | null;
}

export type CommitteeUsersResponse = CommitteeMember[];
