import { FEW_SEATS_LEFT, isFullForNewOrders, seatState, seatsLeft } from './seats';

describe('seatState', () => {
  it('is full without seats, few up to FEW_SEATS_LEFT, free above', () => {
    expect(seatState(12, 12)).toBe('full');
    expect(seatState(12, 14)).toBe('full');
    expect(seatState(12, 12 - FEW_SEATS_LEFT)).toBe('few');
    expect(seatState(12, 11)).toBe('few');
    expect(seatState(12, 12 - FEW_SEATS_LEFT - 1)).toBe('free');
    expect(seatsLeft(12, 14)).toBe(0);
  });
});

describe('full for new orders', () => {
  it('is full only without a seat: groups waiting for more seats than are free block no one', () => {
    expect(isFullForNewOrders(12, 12)).toBe(true);
    expect(isFullForNewOrders(12, 14)).toBe(true);
    expect(isFullForNewOrders(12, 11)).toBe(false);
    expect(isFullForNewOrders(14, 2)).toBe(false);
  });
});
