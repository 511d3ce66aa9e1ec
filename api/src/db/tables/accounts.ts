/** Account tables (migrations 002_accounts and 004_login_trust), camelCase as the code sees them. */
import type { CommitteeRole, PersonalData, UserRole } from '@amb/shared-contracts';
import type { Generated, Selectable } from 'kysely';

export interface CommitteeTable {
  /** Seeded committees carry their ids; a new one gets the next from the database (migration 060). */
  committeeId: number;
  name: string;
  company: string;
  street: string;
  streetNumber: string;
  postalCode: string;
  city: string;
  createdAt: string;
}

/** A login with its role and committee, and the contact data the member edits (PersonalData's columns). */
export interface UserTable extends PersonalData {
  userId: Generated<number>;
  email: string;
  /** `scrypt$N$r$p$salt$hash` (base64url salt and hash). Never leaves the api. */
  passwordHash: string;
  role: UserRole;
  committeeId: number | null;
  committeeRole: CommitteeRole | null;
  /** 1: may edit content in /manage (migration 022; admins may too, see requireEditor). */
  editor: Generated<number>;
  /** When the login e-mail was confirmed by its mailed link (migration 032); null: unconfirmed. */
  emailConfirmedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SessionTable {
  /** sha256 (hex) of the id in the cookie: the db never holds a usable id. */
  sessionHash: string;
  userId: number | null;
  impersonatorUserId: number | null;
  csrfToken: string;
  createdAt: string;
  lastSeenAt: string;
}

/** A live session row (the id itself is only in the cookie). */
export type SessionRow = Selectable<SessionTable>;

export type UserRow = Selectable<UserTable>;

/** The sliding log of rate limits: one row per hit time of a key (hits > 1 when several share a millisecond). */
export interface RateLimitHitTable {
  key: string;
  /** ISO time of the hit; it counts until `windowStart + windowMs`. */
  windowStart: string;
  hits: number;
}

/** A device cookie: the sha256 of its random token, bound to the user who logged in with it. */
export interface LoginDeviceTable {
  tokenHash: string;
  userId: number;
  createdAt: string;
  lastUsedAt: string;
}

/** An address (rate-limit IP key) a user logged in from successfully, and when last. */
export interface LoginAddressTable {
  userId: number;
  address: string;
  lastSuccessAt: string;
}

export interface PasswordResetTokenTable {
  tokenHash: string;
  userId: number;
  expiresAt: string;
  usedAt: string | null;
}

/** A confirmation link of a login e-mail (only its sha256): the account's address or the new one of a change. */
export interface EmailConfirmationTable {
  tokenHash: string;
  userId: number;
  email: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

export interface MailOutboxTable {
  mailId: Generated<number>;
  recipient: string;
  subject: string;
  bodyText: string;
  createdAt: string;
  sentAt: string | null;
  /** Delivery attempts so far (migration 100_mail_delivery). */
  attempts: Generated<number>;
  /** The last attempt's error, or why delivery was given up. */
  lastError: string | null;
  /** Delivery given up after the last attempt (the dead-letter state). */
  failedAt: string | null;
}

export interface AuditLogTable {
  auditId: Generated<number>;
  actorUserId: number | null;
  action: string;
  targetUserId: number | null;
  details: string;
  createdAt: string;
}

export interface AccountTables {
  committees: CommitteeTable;
  users: UserTable;
  sessions: SessionTable;
  rateLimitHits: RateLimitHitTable;
  loginDevices: LoginDeviceTable;
  loginAddresses: LoginAddressTable;
  passwordResetTokens: PasswordResetTokenTable;
  emailConfirmations: EmailConfirmationTable;
  mailOutbox: MailOutboxTable;
  auditLog: AuditLogTable;
}
