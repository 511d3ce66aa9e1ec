/** Contact form messages (migration 047_contact_requests). */
import type { Generated } from 'kysely';

export interface ContactRequestTable {
  requestId: Generated<number>;
  userId: number | null;
  salutation: string;
  topic: string;
  firstname: string;
  lastname: string;
  email: string;
  /** Empty when not given (the phone is optional). */
  phone: string;
  message: string;
  createdAt: string;
}

export interface ContactTables {
  contactRequests: ContactRequestTable;
}
