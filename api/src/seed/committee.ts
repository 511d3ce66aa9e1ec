/** Demo data of the committee pages: the settings of the first demo committee (its members' carts are prefilled). */
import type { Db } from '../db/types';
import { DEMO_COMMITTEES } from './accounts';

export const DEMO_COMMITTEE_SETTINGS = {
  committeeId: DEMO_COMMITTEES[0]!.committeeId,
  costCentre: 'KST 4100 Betriebsrat',
  hotelOverNightOption: 'overnight',
  updatedAt: '2026-01-01T08:00:00.000Z',
} as const;

/** Once: a row the manager has changed since stays as it is. */
export async function seedCommitteeDemo(db: Db): Promise<void> {
  await db
    .insertInto('committeeSettings')
    .values(DEMO_COMMITTEE_SETTINGS)
    .onConflict((oc) => oc.column('committeeId').doNothing())
    .execute();
}
