import type { Migration, MigrationProvider } from 'kysely/migration';
import * as m001 from './001_catalogue';
import * as m002 from './002_accounts';
import * as m003 from './003_member_preferences';
import * as m004 from './004_login_trust';
import * as m005 from './005_catalogue_pages';
import * as m006 from './006_inhouse_requests';
import * as m007 from './007_cart_items';
import * as m008 from './008_wishlist_items';
import * as m009 from './009_catalogue_read_indexes';
import * as m010 from './010_orders';
import * as m011 from './011_hotel_rates';
import * as m012 from './012_legal_basis';
import * as m014 from './014_newsletter_subscriptions';
import * as m015 from './015_member_bookings';
import * as m016 from './016_calendar_feeds';
import * as m017 from './017_committees';
import * as m018 from './018_photos';
import * as m019 from './019_feedback';
import * as m020 from './020_lexicon_entries';
import * as m021 from './021_content';
import * as m022 from './022_editors_citations';
import * as m023 from './023_laws';
import * as m024 from './024_judgments';
import * as m025 from './025_lexicon_election_jobs';
import * as m026 from './026_topics_bookmarks';
import * as m027 from './027_videos_downloads';
import * as m028 from './028_content_search';
import * as m032 from './032_email_confirmation';
import * as m035 from './035_committee_orders';
import * as m047 from './047_contact_requests';
import * as m060 from './060_conferences';
import * as m070 from './070_consultants';
import * as m071 from './071_quotes';
import * as m072 from './072_training_plans';
import * as m073 from './073_mail_attachments';
import * as m080 from './080_forum';
import * as m081 from './081_chatbot';
import * as m090 from './090_form_requests';
import * as m091 from './091_promo_articles';
import * as m092 from './092_partner_interfaces';
import * as m100 from './100_mail_delivery';
import * as m101 from './101_stored_files';

/** Every migration, in order. A new migration is a module here: no file-system globbing. */
export const MIGRATIONS: Record<string, Migration> = {
  '001_catalogue': m001,
  '002_accounts': m002,
  '003_member_preferences': m003,
  '004_login_trust': m004,
  '005_catalogue_pages': m005,
  '006_inhouse_requests': m006,
  '007_cart_items': m007,
  '008_wishlist_items': m008,
  '009_catalogue_read_indexes': m009,
  '010_orders': m010,
  '011_hotel_rates': m011,
  '012_legal_basis': m012,
  '014_newsletter_subscriptions': m014,
  '015_member_bookings': m015,
  '016_calendar_feeds': m016,
  '017_committees': m017,
  '018_photos': m018,
  '019_feedback': m019,
  '020_lexicon_entries': m020,
  '021_content': m021,
  '022_editors_citations': m022,
  '023_laws': m023,
  '024_judgments': m024,
  '025_lexicon_election_jobs': m025,
  '026_topics_bookmarks': m026,
  '027_videos_downloads': m027,
  '028_content_search': m028,
  '032_email_confirmation': m032,
  '035_committee_orders': m035,
  '047_contact_requests': m047,
  '060_conferences': m060,
  '070_consultants': m070,
  '071_quotes': m071,
  '072_training_plans': m072,
  '073_mail_attachments': m073,
  '080_forum': m080,
  '081_chatbot': m081,
  '090_form_requests': m090,
  '091_promo_articles': m091,
  '092_partner_interfaces': m092,
  '100_mail_delivery': m100,
  '101_stored_files': m101,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(MIGRATIONS),
};
