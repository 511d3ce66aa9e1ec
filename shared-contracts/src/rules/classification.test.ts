import { ONLINE_HOTEL_IDS } from '../constants';
import type { Event, SeminarListItem } from '../entities';
import { flatPrice } from '../testing/prices';
import { isOneDayEvent, isOnlineEvent, isOnlineHotelId, isPresenceSeries } from './classification';

const hotel = (hotelId: number) => ({ hotelId, name: 'Hotel', location: null });

const event = (overrides: Partial<Event>): Event => ({
  eventId: 1,
  themeId: 1,
  startDate: '2027-03-24T08:00:00Z',
  endDate: '2027-03-26T15:00:00Z',
  isOnlineEvent: false,
  hotel: hotel(17),
  modules: [],
  recipients: [],
  content: {
    title: 'Betriebsverfassungsrecht Teil I',
    prices: flatPrice(990),
  },
  theme: { themeId: 1, actionField: { name: 'BR I', rubric: { name: 'Grundlagen' } }, redirectUrl: '' },
  ...overrides,
});

const listItem = (
  hotelId: number | null,
  startDate = '2027-03-24T08:00:00Z',
  endDate = '2027-03-24T15:00:00Z',
): SeminarListItem => ({
  eventId: 1,
  themeId: 1,
  themeSlug: 'br-1',
  title: 'BR I',
  rubric: { rubricId: 1, name: 'Grundlagen', slug: 'grundlagen' },
  startDate,
  endDate,
  isOnlineEvent: hotelId === null,
  city: null,
  hotelId,
  isSeries: false,
  moduleCount: 0,
  prices: flatPrice(990),
});

it('treats exactly the hotel ids 522 and -1 as online venues', () => {
  expect([...ONLINE_HOTEL_IDS]).toEqual([522, -1]);
});

describe('isOnlineHotelId', () => {
  it.each([
    [null, true],
    [undefined, true],
    [522, true],
    [-1, true],
    [0, false],
    [17, false],
    [523, false],
  ])('%p -> %p', (hotelId, expected) => {
    expect(isOnlineHotelId(hotelId)).toBe(expected);
  });
});

describe('isOnlineEvent (online when it has no hotel)', () => {
  it.each([
    ['Event without hotel', event({ hotel: null }), true],
    ['Event with hotel 522', event({ hotel: hotel(522) }), true],
    ['Event with hotel -1', event({ hotel: hotel(-1) }), true],
    ['Event with a real hotel', event({ hotel: hotel(17) }), false],
    ['SeminarListItem without hotel id', listItem(null), true],
    ['SeminarListItem with hotel id 522', listItem(522), true],
    ['SeminarListItem with hotel id -1', listItem(-1), true],
    ['SeminarListItem with a real hotel id', listItem(17), false],
    ['minimal shape with undefined hotel', { hotel: undefined }, true],
  ])('%s -> %p', (_name, input, expected) => {
    expect(isOnlineEvent(input)).toBe(expected);
  });
});

describe('isPresenceSeries (any module with a real hotel)', () => {
  it.each([
    ['no modules', [], false],
    ['all modules online (522, -1)', [{ hotelId: 522 }, { hotelId: -1 }], false],
    ['modules without hotel', [{ hotelId: null }], false],
    ['one real hotel among online modules', [{ hotelId: 522 }, { hotelId: 31 }], true],
    ['only real hotels', [{ hotelId: 31 }, { hotelId: 32 }], true],
  ])('%s -> %p', (_name, modules, expected) => {
    expect(isPresenceSeries(modules)).toBe(expected);
  });
});

describe('isOneDayEvent (same Berlin date and not online)', () => {
  it.each([
    ['presence, same day', event({ startDate: '2027-03-24T08:00:00Z', endDate: '2027-03-24T16:00:00Z' }), true],
    ['presence, three days', event({}), false],
    [
      'online, same day',
      event({ hotel: null, startDate: '2027-03-24T08:00:00Z', endDate: '2027-03-24T16:00:00Z' }),
      false,
    ],
    [
      'online hotel 522, same day',
      event({ hotel: hotel(522), startDate: '2027-03-24T08:00:00Z', endDate: '2027-03-24T16:00:00Z' }),
      false,
    ],
    [
      'same UTC date but ends after midnight in Berlin',
      event({ startDate: '2027-07-15T08:00:00Z', endDate: '2027-07-15T22:30:00Z' }),
      false,
    ],
    [
      'different UTC dates but one Berlin date',
      event({ startDate: '2027-03-24T23:15:00Z', endDate: '2027-03-25T16:00:00Z' }),
      true,
    ],
    ['SeminarListItem, same day, real hotel', listItem(17), true],
    ['SeminarListItem, same day, online', listItem(null), false],
    ['SeminarListItem, two days', listItem(17, '2027-03-24T08:00:00Z', '2027-03-25T15:00:00Z'), false],
  ])('%s -> %p', (_name, input, expected) => {
    expect(isOneDayEvent(input)).toBe(expected);
  });
});
