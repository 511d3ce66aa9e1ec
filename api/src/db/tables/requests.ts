/** Request forms, promotional material and the partner interfaces (migrations 090–092). */
import type { Generated } from 'kysely';

export interface FormRequestTable {
  requestId: Generated<number>;
  /** A FormRequestKind of shared-contracts. */
  kind: string;
  /** A FormRequestStatus: new, in_progress, done. */
  status: Generated<string>;
  userId: number | null;
  /** Sender's full name and e-mail (the list shows and searches them). */
  name: string;
  email: string;
  /** The checked input (and what the pipeline added, e.g. a theme's title) as JSON. */
  data: string;
  createdAt: string;
  statusChangedAt: string | null;
  statusChangedBy: number | null;
}

export interface PromoArticleTable {
  articleId: Generated<number>;
  slug: string;
  name: string;
  /** A PromoCategory. */
  category: string;
  description: string;
  format: string;
  maxPerOrder: number;
  /** An SVG data URI. */
  image: string;
  imageAlt: string;
  position: number;
  active: Generated<number>;
}

export interface PartnerKeyTable {
  keyId: Generated<number>;
  partnerName: string;
  /** The key's first characters, to tell keys apart (never enough to use one). */
  prefix: string;
  /** sha256 (hex) of the whole key. */
  keyHash: string;
  /** PartnerScope list, comma-separated. */
  scopes: string;
  requestsPerMinute: number;
  createdAt: string;
  createdBy: number | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface PartnerEventRefTable {
  partnerName: string;
  externalId: string;
  eventId: number;
}

export interface CatalogueChangeTable {
  objectType: 'theme' | 'event' | 'location' | 'hotel';
  objectId: number;
  updatedAt: string;
}

export interface RequestTables {
  formRequests: FormRequestTable;
  promoArticles: PromoArticleTable;
  partnerKeys: PartnerKeyTable;
  partnerEventRefs: PartnerEventRefTable;
  catalogueChanges: CatalogueChangeTable;
}
