// Tests may use the seed.
import { slugOf } from '../seed/slug';

test('slug', () => {
  expect(slugOf('A B')).toBe('a-b');
});
