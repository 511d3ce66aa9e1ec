/** Newsletter tables (migration 014_newsletter_subscriptions). */
import type { Generated } from 'kysely';

export interface NewsletterSubscriptionTable {
  subscriptionId: Generated<number>;
  /** Normalised (trimmed, lower case). */
  email: string;
  /** sha256 of the latest confirm link's token (kept after confirming: the link may be opened twice). */
  tokenHash: string | null;
  tokenExpiresAt: string | null;
  requestedAt: string;
  confirmedAt: string | null;
}

export interface NewsletterTables {
  newsletterSubscriptions: NewsletterSubscriptionTable;
}
