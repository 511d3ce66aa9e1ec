/** The seed's one entry for the api: the step that fills an empty database with the demo data. */
import type { Db } from '../db/types';
import { seedDemoDocuments } from './documents';
import { seedMemberBookings } from './memberBookings';
import { seedConferenceBookings } from './conferenceBookings';
import type { PhotoStorage } from '../photos/photoStorage';
import { seedMemberServiceDemo } from './memberServices';
import { seedIfEmpty } from './seed';
import { seedServiceDemo } from './serviceDemo';

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
    if (result.created) {
      // Through the booking engine, inside the start lock's transaction (the engine's writes join it).
      await seedDemoDocuments(db, result.baseDate);
      await seedMemberBookings(db, result.baseDate);
      await seedServiceDemo(db, result.baseDate);
      await seedConferenceBookings(db);
    }
    if (options.photoStorage) await seedMemberServiceDemo(db, options.photoStorage, result.baseDate);
    return { baseDate: result.baseDate, seeded: result.created };
  };
