// Planted: api runtime importing the seed.
import { slugOf } from '../seed/slug';

export const themePath = (title: string): string => `/seminare/t/${slugOf(title)}`;
