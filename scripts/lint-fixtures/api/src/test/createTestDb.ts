// Test support may use the seed.
import { slugOf } from '../seed/slug';

export const testSlug = slugOf('Test');
