// The composition root may hand the seed to the database.
import { slugOf } from './seed/slug';

export const seedSlug = slugOf;
