/** The consultant a committee's plan is shared with (assigned to the committee, else by its region). */
import type { Consultant } from '@amb/shared-contracts';
import { resolveConsultant } from '../consultants/consultantService';
import type { Db } from '../db/types';
import { HttpError } from '../http/errors';

export async function committeeConsultant(
  db: Db,
  committeeId: number,
): Promise<Pick<Consultant, 'consultantId' | 'name' | 'email' | 'phone'> | null> {
  try {
    const { row } = await resolveConsultant(db, { userId: null, committeeId });
    return { consultantId: row.consultantId, name: row.name, email: row.email, phone: row.phone };
  } catch (error) {
    // No consultant at all (an empty catalogue): the plan is shown without one.
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}
