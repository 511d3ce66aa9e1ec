/** The seed's one entry for the api: the step that fills an empty database with the demo data. */
import type { Db } from '../db/types';
import { seedIfEmpty } from './seed';

export interface DemoData {
  baseDate: string;
  /** True when this start generated the data (an empty database). */
  seeded: boolean;
}

/**
 * For openDatabase: seeds an empty database (base date default today in Berlin) with the demo member's
 * bookings, else keeps what is there.
 */
export const seedDemoData =
  (options: { baseDate?: string; eventCount?: number } = {}) =>
  async (db: Db): Promise<DemoData> => {
    const result = await seedIfEmpty(db, { ...options, memberBookings: true });
    return { baseDate: result.baseDate, seeded: result.created };
  };
