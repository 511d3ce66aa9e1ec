import type { OrderOptions } from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { findPersonalData } from '../repositories/users';

/**
 * The member's address (from the registration, or as changed in the personal data) as billing options, to
 * prefill the checkout's billing address; null when the account holds no complete address.
 */
export async function addressOptions(db: Db, userId: number): Promise<OrderOptions | null> {
  const data = await findPersonalData(db, userId);
  if (!data) return null;
  const { company, street, streetNumber, postalCode, city } = data;
  if (![company, street, postalCode, city].every((value) => value && value.trim() !== '')) return null;
  return { company, street, streetNumber, postalCode, city, purchaseOrderNumber: '', costCentre: '', remarks: '' };
}
