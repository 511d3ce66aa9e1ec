import { participantStateLabel } from './memberBookingTexts';

describe('participantStateLabel', () => {
  it.each([
    ['booked', null, 'gebucht'],
    ['reserved', '20.01.2026, 10:00 Uhr', 'reserviert bis 20.01.2026, 10:00 Uhr'],
    ['waiting', null, 'Warteliste'],
    ['cancelled', null, 'storniert'],
    ['expired', '20.01.2026', 'Reservierung abgelaufen'],
  ] as const)('%s -> %s', (status, until, label) => {
    expect(participantStateLabel(status, until)).toBe(label);
  });
});
