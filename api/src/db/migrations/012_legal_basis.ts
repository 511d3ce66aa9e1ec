import type { Kysely } from 'kysely';

/**
 * The legal basis a works council sends each participant under (shared-contracts LEGAL_BASES): chosen per
 * participant of the cart, copied into the order. Rows from before default to § 37 Abs. 6 BetrVG.
 */
const DEFAULT = 'br37Abs6';
const TABLES = ['cart_recipients', 'order_participants'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('legal_basis', 'text', (c) => c.notNull().defaultTo(DEFAULT))
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('legal_basis').execute();
}
