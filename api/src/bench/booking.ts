/**
 * `npm run bench:booking`: checkouts per second through the booking engine (orders/checkout.ts, the real
 * transaction with its seat guard, order rows, history, emptied cart and confirmation in the outbox), with
 * more buyers than seats, on SQLite (a temporary file) and, when TEST_DATABASE_URL or DATABASE_URL is set, on
 * PostgreSQL (a schema of its own, dropped afterwards). Prints the count of overbookings: events whose
 * counter passed the capacity, or whose counter differs from the participants holding seats (must be 0).
 */

import type { DbHandle } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { onBothDatabases, runBench } from './databases';
import { HttpError } from '../http/errors';
import { createMailer } from '../mail';
import { checkout } from '../orders/checkout';
import { seedIfEmpty } from '../seed/seed';

const BASE_DATE = '2026-01-05';
const NOW = new Date(`${BASE_DATE}T09:00:00.000Z`);
const EVENTS = 20;
const SEATS_PER_EVENT = 100;
const BUYERS = 3_000;
const CONCURRENCY = 8;

async function prepare(handle: DbHandle): Promise<{ userIds: number[]; eventIds: number[] }> {
  await migrateToLatest(handle);
  await seedIfEmpty(handle.db, { baseDate: BASE_DATE });
  const { db } = handle;
  const events = await db
    .selectFrom('events')
    .select('eventId')
    .where('startDate', '>', '2026-03-01')
    .where('cancelledAt', 'is', null)
    .orderBy('eventId')
    .limit(EVENTS)
    .execute();
  const eventIds = events.map((e) => e.eventId);
  await db
    .updateTable('events')
    .set({ capacity: SEATS_PER_EVENT, seatsTaken: 0 })
    .where('eventId', 'in', eventIds)
    .execute();
  const at = NOW.toISOString();
  const userIds: number[] = [];
  for (let start = 0; start < BUYERS; start += 250) {
    const count = Math.min(250, BUYERS - start);
    const users = await db
      .insertInto('users')
      .values(
        Array.from({ length: count }, (_, i) => ({
          email: `bench.${start + i}@example.de`,
          passwordHash: 'unbenutzt',
          role: 'member' as const,
          committeeId: null,
          committeeRole: null,
          salutation: 'Frau',
          title: '',
          firstname: 'Erika',
          lastname: 'Muster',
          phone: '030 1234567',
          company: 'Nordwerk GmbH',
          street: 'Hafenstraße',
          streetNumber: '12a',
          postalCode: '20457',
          city: 'Hamburg',
          createdAt: at,
          updatedAt: at,
        })),
      )
      .returning('userId')
      .execute();
    const ids = users.map((u) => u.userId);
    const items = await db
      .insertInto('cartItems')
      .values(
        ids.map((userId, i) => ({
          userId,
          sessionHash: null,
          eventId: eventIds[(start + i) % EVENTS]!,
          createdAt: at,
        })),
      )
      .returning('cartItemId')
      .execute();
    await db
      .insertInto('cartRecipients')
      .values(
        items.map(({ cartItemId }) => ({
          cartItemId,
          salutation: 'Frau',
          title: '',
          firstname: 'Erika',
          lastname: 'Muster',
          email: 'erika.muster@example.de',
          brFunction: '',
          hotelOverNightOption: 'overnight' as const,
          kind: 'booking' as const,
          createdAt: at,
        })),
      )
      .execute();
    await db
      .insertInto('cartOptions')
      .values(
        ids.map((userId) => ({
          userId,
          sessionHash: null,
          company: 'Nordwerk GmbH',
          street: 'Hafenstraße',
          streetNumber: '12a',
          postalCode: '20457',
          city: 'Hamburg',
          purchaseOrderNumber: '',
          costCentre: '',
          remarks: '',
          updatedAt: at,
        })),
      )
      .execute();
    userIds.push(...ids);
  }
  return { userIds, eventIds };
}

async function bench(label: string, handle: DbHandle): Promise<void> {
  const { userIds, eventIds } = await prepare(handle);
  const mailer = createMailer();
  let next = 0;
  let booked = 0;
  let refused = 0;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < userIds.length) {
        const userId = userIds[next++]!;
        try {
          await checkout(handle.db, mailer, {
            userId,
            idempotencyKey: `bench-${userId}-key`,
            now: NOW,
            today: BASE_DATE,
            reservationDays: 14,
          });
          booked += 1;
        } catch (error) {
          if (!(error instanceof HttpError) || error.code !== 'EVENT_FULL') throw error;
          refused += 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  // The api process's own CPU per checkout: on a shared machine steadier than the wall-clock rate.
  const cpu = process.cpuUsage(cpuBefore);
  const cpuPerCheckout = (cpu.user + cpu.system) / userIds.length;
  const rows = await handle.db
    .selectFrom('events as e')
    .select([
      'e.eventId',
      'e.capacity',
      'e.seatsTaken',
      (eb) =>
        eb
          .selectFrom('orderParticipants as p')
          .select((p) => p.fn.countAll<number | string>().as('n'))
          .whereRef('p.eventId', '=', 'e.eventId')
          .where('p.status', 'in', ['booked', 'reserved'])
          .as('holding'),
    ])
    .where('e.eventId', 'in', eventIds)
    .execute();
  const overbooked = rows.filter((r) => r.seatsTaken > r.capacity || Number(r.holding) !== r.seatsTaken).length;
  console.log(
    `${label}: ${userIds.length} Checkouts in ${seconds.toFixed(2)} s = ${Math.round(userIds.length / seconds)}/s ` +
      `(${booked} gebucht, ${refused} ausgebucht abgelehnt, ${EVENTS * SEATS_PER_EVENT} Plätze), ` +
      `CPU des api-Prozesses ${Math.round(cpuPerCheckout)} µs/Checkout, Überbuchungen: ${overbooked}`,
  );
  if (overbooked > 0 || booked !== EVENTS * SEATS_PER_EVENT) process.exitCode = 1;
}

async function main(): Promise<void> {
  console.log(
    `Buchungs-Benchmark (Ziel SQLite ≥ 1.000/s, Überbuchungen 0), ${CONCURRENCY} parallel, Node ${process.version}`,
  );
  await onBothDatabases(bench, { maxConnections: CONCURRENCY });
}

runBench(main);
