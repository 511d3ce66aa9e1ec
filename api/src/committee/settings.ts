/**
 * The committee's settings: name, company and billing address (the `committees` row), cost centre and the
 * default board/overnight option (`committee_settings`). Only the manager changes them; they prefill the
 * order options of a member's cart (prefillCartOptions) and the board option when the manager books for one.
 */
import type { CommitteeSettings } from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { notFound } from '../http/errors';
import {
  findCommittee,
  findCommitteeSettingsRow,
  updateCommittee,
  upsertCommitteeSettings,
} from '../repositories/committees';

/** Before the manager saves settings, a committee books with full board and overnight stay. */
const DEFAULT_BOARD_OPTION = 'overnight';

export async function committeeSettings(db: Db, committeeId: number): Promise<CommitteeSettings> {
  const committee = await findCommittee(db, committeeId);
  if (!committee) throw notFound();
  const settings = await findCommitteeSettingsRow(db, committeeId);
  return {
    name: committee.name,
    company: committee.company,
    street: committee.street,
    streetNumber: committee.streetNumber,
    postalCode: committee.postalCode,
    city: committee.city,
    costCentre: settings?.costCentre ?? '',
    hotelOverNightOption: settings?.hotelOverNightOption ?? DEFAULT_BOARD_OPTION,
  };
}

export function saveCommitteeSettings(
  db: Db,
  committeeId: number,
  settings: CommitteeSettings,
  now: Date,
): Promise<CommitteeSettings> {
  return db.transaction().execute(async (trx) => {
    const { costCentre, hotelOverNightOption, ...committee } = settings;
    await updateCommittee(trx, committeeId, committee);
    await upsertCommitteeSettings(trx, { committeeId, costCentre, hotelOverNightOption, updatedAt: now.toISOString() });
    return committeeSettings(trx, committeeId);
  });
}
