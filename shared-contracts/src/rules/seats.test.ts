import { FEW_SEATS_LEFT, isFullForNewOrders, seatState, seatStateForNewOrders, seatsLeft } from './seats';

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
  it('is full without seats or while groups wait, and otherwise the seat state', () => {
    expect(isFullForNewOrders(12, 12, 0)).toBe(true);
    expect(isFullForNewOrders(12, 2, 1)).toBe(true);
    expect(isFullForNewOrders(12, 11, 0)).toBe(false);
    expect(seatStateForNewOrders(12, 2, 1)).toBe('full');
    expect(seatStateForNewOrders(12, 11, 0)).toBe('few');
    expect(seatStateForNewOrders(12, 2, 0)).toBe('free');
  });
});
