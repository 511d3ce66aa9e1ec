/**
 * The database as Kysely sees it: every table type lives in db/tables/ (camelCase; CamelCasePlugin maps
 * them to snake_case columns), composed here into one Database.
 */
import type { Kysely } from 'kysely';
import type { AccountTables } from './tables/accounts';
import type { CatalogueTables } from './tables/catalogue';
import type { CitationTables } from './tables/citations';
import type { LawTables } from './tables/laws';
import type { CommitteeTables } from './tables/committees';
import type { ConferenceTables } from './tables/conferences';
import type { DocumentTables } from './tables/documents';
import type { ContentTables } from './tables/content';
import type { JudgmentTables } from './tables/judgments';
import type { LexiconElectionJobTables } from './tables/lexiconElectionJobs';
import type { LookupTables } from './tables/lookups';
import type { MemberTables } from './tables/members';
import type { MemberServiceTables } from './tables/memberServices';
import type { NewsletterTables } from './tables/newsletter';
import type { RequestTables } from './tables/requests';
import type { OrderTables } from './tables/orders';
import type { ForumTables } from './tables/forum';
import type { ChatbotTables } from './tables/chatbot';
import type { ServiceTables } from './tables/services';

export type * from './tables/accounts';
export type * from './tables/catalogue';
export type * from './tables/committees';
export type * from './tables/conferences';
export type * from './tables/documents';
export type * from './tables/content';
export type * from './tables/judgments';
export type * from './tables/laws';
export type * from './tables/lexiconElectionJobs';
export type * from './tables/lookups';
export type * from './tables/members';
export type * from './tables/memberServices';
export type * from './tables/newsletter';
export type * from './tables/requests';
export type * from './tables/orders';
export type * from './tables/forum';
export type * from './tables/chatbot';
export type * from './tables/services';

export type Dialect = 'sqlite' | 'postgres';

export interface Database
  extends
    AccountTables,
    CatalogueTables,
    CitationTables,
    LawTables,
    CommitteeTables,
    ConferenceTables,
    ContentTables,
    JudgmentTables,
    LexiconElectionJobTables,
    DocumentTables,
    LookupTables,
    MemberTables,
    MemberServiceTables,
    NewsletterTables,
    RequestTables,
    OrderTables,
    ForumTables,
    ChatbotTables,
    ServiceTables {}

export type Db = Kysely<Database>;
