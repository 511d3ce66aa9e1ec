import { placeKey } from './placeKey';

describe('placeKey', () => {
  it.each([
    ['hamburg-3', '3'],
    ['3', '3'],
    ['falscher-name-3', '3'],
    ['Hamburg-3', '3'],
    ['hotel-am-see-2-12', '12'],
  ])('takes the id of %s', (segment, key) => {
    expect(placeKey(segment)).toBe(key);
  });

  it.each(['hamburg', '', 'hamburg-0', 'online-seminar-522', 'online--1', '-1', 'x-1234567890'])(
    'leaves %s to the api (no usable id: 404)',
    (segment) => {
      expect(placeKey(segment)).toBe(segment);
    },
  );
});
