/**
 * Rows the chaos tests start from, written straight into the cluster's database: future events whose seats are
 * all the tests' own, members whose carts hold one of them. Members get the api's password format with a small
 * scrypt cost, so 200 of them log in within a second; everything after the login goes through the cluster.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { Client } from 'pg';

export const PASSWORD = 'Chaos-Kunde-2026!';

/** `scrypt$N$r$p$salt$hash`, as api/src/auth/passwords.ts stores it (it verifies with the stored N). */
function cheapHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFC'), salt, 32, { N: 1024, r: 8, p: 1 });
  return `scrypt$1024$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function withDatabase<T>(url: string, work: (db: Client) => Promise<T>): Promise<T> {
  const db = new Client({ connectionString: url });
  // A connection the server ends (a restart) fails the query under way; as an event without listener it would
  // end the test process instead.
  db.on('error', () => {});
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/** `count` single, future events (at least `daysAhead` days) nobody takes part in; each gets `capacity` free seats. */
export async function freshEvents(db: Client, count: number, capacity: number, daysAhead = 40): Promise<number[]> {
  const from = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  const { rows } = await db.query<{ event_id: number }>(
    `select e.event_id from events e
      where e.start_date > $1 and e.cancelled_at is null and e.is_series = 0
        and not exists (select 1 from order_participants p where p.event_id = e.event_id)
        and not exists (select 1 from cart_items c where c.event_id = e.event_id)
      order by e.start_date, e.event_id limit $2`,
    [from, count],
  );
  if (rows.length < count) throw new Error(`nur ${rows.length} freie Termine im Seed`);
  const ids = rows.map((row) => row.event_id);
  await db.query('update events set capacity = $1, seats_taken = 0 where event_id = any($2)', [capacity, ids]);
  return ids;
}

export interface Member {
  userId: number;
  email: string;
  eventId: number;
}

/**
 * `count` members, member i with `eventIds[i % n]` in the cart with `participants` participants of `kind` and a
 * billing address: what a visitor has before „Verbindlich buchen".
 */
export async function membersWithCart(
  db: Client,
  {
    tag,
    count,
    eventIds,
    participants = 1,
    kind = 'booking',
  }: {
    tag: string;
    count: number;
    eventIds: number[];
    participants?: number;
    kind?: 'booking' | 'reservation';
  },
): Promise<Member[]> {
  const at = new Date().toISOString();
  const hash = cheapHash(PASSWORD);
  const members: Member[] = [];
  await db.query('begin');
  for (let i = 0; i < count; i += 1) {
    const email = `chaos.${tag}.${i}@example.de`;
    const eventId = eventIds[i % eventIds.length]!;
    const { rows } = await db.query<{ user_id: number }>(
      `insert into users (email, password_hash, salutation, title, firstname, lastname, phone, company, street,
         street_number, postal_code, city, role, created_at, updated_at, email_confirmed_at)
       values ($1, $2, 'Frau', '', 'Erika', $3, '030 1234567', 'Nordwerk GmbH', 'Hafenstraße', '12a', '20457',
         'Hamburg', 'member', $4, $4, $4)
       returning user_id`,
      [email, hash, `Chaos ${tag} ${i}`, at],
    );
    const userId = rows[0]!.user_id;
    const item = await db.query<{ cart_item_id: number }>(
      'insert into cart_items (user_id, event_id, created_at) values ($1, $2, $3) returning cart_item_id',
      [userId, eventId, at],
    );
    for (let n = 0; n < participants; n += 1) {
      await db.query(
        `insert into cart_recipients (cart_item_id, salutation, title, firstname, lastname, email, br_function,
           hotel_over_night_option, kind, created_at)
         values ($1, 'Frau', '', $2, 'Muster', $3, 'Betriebsratsmitglied', 'overnight', $4, $5)`,
        [item.rows[0]!.cart_item_id, `Teilnehmerin ${n + 1}`, `tn${n}.${tag}.${i}@example.de`, kind, at],
      );
    }
    await db.query(
      `insert into cart_options (user_id, company, street, street_number, postal_code, city, purchase_order_number,
         cost_centre, remarks, updated_at)
       values ($1, 'Nordwerk GmbH', 'Hafenstraße', '12a', '20457', 'Hamburg', 'PO-4711', 'KST 100', '', $2)`,
      [userId, at],
    );
    members.push({ userId, email, eventId });
  }
  await db.query('commit');
  return members;
}

/** Events whose seat counter differs from the participants holding seats, or passes the capacity. */
export async function seatMismatches(db: Client, eventIds: number[]) {
  const { rows } = await db.query<{ event_id: number; capacity: number; seats_taken: number; holding: number }>(
    `select e.event_id, e.capacity, e.seats_taken,
            (select count(*)::int from order_participants p
              where p.event_id = e.event_id and p.status in ('booked', 'reserved')) as holding
       from events e where e.event_id = any($1)`,
    [eventIds],
  );
  return rows.filter((row) => row.seats_taken !== row.holding || row.seats_taken > row.capacity);
}

/** Orders of the users: each with its participants and whether its 'ordered' history entry exists. */
export async function ordersOf(db: Client, userIds: number[]) {
  const { rows } = await db.query<{
    order_id: number;
    user_id: number;
    company: string;
    total_cents: number;
    participants: number;
    ordered: number;
  }>(
    `select o.order_id, o.user_id, o.company, o.total_cents,
            (select count(*)::int from order_participants p where p.order_id = o.order_id) as participants,
            (select count(*)::int from order_status_history h
              where h.order_id = o.order_id and h.status = 'ordered') as ordered
       from orders o where o.user_id = any($1)`,
    [userIds],
  );
  return rows;
}
