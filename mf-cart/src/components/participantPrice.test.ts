import type { ShoppingCartItem } from '@amb/shared-contracts/core';
import { cartParticipantPrice, placedParticipantPrice } from './participantPrice';

const item = (seatsLeft: number, people: number) =>
  ({
    state: 'bookable',
    seatsLeft,
    participants: Array.from({ length: people }, () => ({})),
  }) as unknown as ShoppingCartItem;
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('participant prices in the cart, the review and the confirmation', () => {
  it('a booking costs its price; a reservation or a waiting group only once booked', () => {
    expect(plain(cartParticipantPrice({ kind: 'booking', price: 790 }, item(5, 1)))).toBe('790,00 € zzgl. 19 % MwSt.');
    expect(plain(cartParticipantPrice({ kind: 'reservation', price: 790 }, item(5, 1)))).toBe(
      'bei Buchung 790,00 € zzgl. 19 % MwSt.',
    );
    // Two people, one seat: the group waits, nothing is due now.
    expect(plain(cartParticipantPrice({ kind: 'booking', price: 790 }, item(1, 2)))).toBe(
      'bei Buchung 790,00 € zzgl. 19 % MwSt.',
    );
  });

  it('placed: by the state the seat is in now', () => {
    expect(plain(placedParticipantPrice({ status: 'booked', price: 790 }))).toBe('790,00 € zzgl. 19 % MwSt.');
    expect(plain(placedParticipantPrice({ status: 'reserved', price: 790 }))).toBe(
      'bei Buchung 790,00 € zzgl. 19 % MwSt.',
    );
    expect(placedParticipantPrice({ status: 'expired', price: 790 })).toBe('–');
  });
});
