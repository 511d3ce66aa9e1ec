// The seed's own files import each other.
import { slugOf } from './slug';

export const demoSlug = slugOf('Betriebsrat Teil I');
