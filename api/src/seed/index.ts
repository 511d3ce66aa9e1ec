/** The seed's one entry for the api: the step that fills an empty database with the demo data. */
import type { Db } from '../db/types';
import { seedDemoDocuments } from './documents';
import { seedMemberBookings } from './memberBookings';
import type { PhotoStorage } from '../photos/photoStorage';
import { seedMemberServiceDemo } from './memberServices';
import { seedIfEmpty } from './seed';

export interface DemoData {
  baseDate: string;
  /** True when this start generated the data (an empty database). */
  seeded: boolean;
}

/** For openDatabase: seeds an empty database (base date default today in Berlin), else keeps what is there. */
export const seedDemoData =
  (options: { baseDate?: string; eventCount?: number; photoStorage?: PhotoStorage } = {}) =>
  async (db: Db): Promise<DemoData> => {
    const result = await seedIfEmpty(db, options);
    if (result.created) await seedDemoDocuments(db, result.baseDate);
    if (options.photoStorage) await seedMemberServiceDemo(db, options.photoStorage, result.baseDate);
    return { baseDate: result.baseDate, seeded: result.created };
  };

/**
 * After openDatabase, outside its start-lock transaction (the booking engine opens transactions of its own):
 * the demo member's bookings, only by the start that generated the data.
 */
export async function seedDemoBookings(db: Db, { baseDate, seeded }: DemoData): Promise<void> {
  if (seeded) await seedMemberBookings(db, baseDate);
}
