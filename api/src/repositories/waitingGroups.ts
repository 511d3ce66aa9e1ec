/** How many groups wait for an event (the full cart shows it): one subquery joining any read of `events as e`. */
import { sql } from 'kysely';

/**
 * The unserved waiting-list entries of the query's event (aliased `e`), as the column `waitingGroups`. Raw
 * SQL because it joins any query over `events as e`, whatever else that query selects from.
 */
export const waitingGroups = sql<number | string>`(
  select count(*) from waitlist_entries w where w.event_id = e.event_id and w.served_at is null
)`.as('waitingGroups');
