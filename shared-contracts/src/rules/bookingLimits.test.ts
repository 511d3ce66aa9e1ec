import {
  BOOKING_LIMIT_MESSAGES,
  MAX_PARTICIPANTS_PER_DATE,
  maxParticipantsForDate,
  maxReservedSeatsForDate,
} from './bookingLimits';

describe('booking limits', () => {
  it('takes at most 15 participants per date, never more than its seats', () => {
    expect(maxParticipantsForDate(20)).toBe(MAX_PARTICIPANTS_PER_DATE);
    expect(maxParticipantsForDate(14)).toBe(14);
    expect(maxParticipantsForDate(0)).toBe(0);
  });

  it('lets one account reserve at most 4 seats of a date, never more than half of them', () => {
    expect(maxReservedSeatsForDate(20)).toBe(4);
    expect(maxReservedSeatsForDate(7)).toBe(3);
    expect(maxReservedSeatsForDate(1)).toBe(0);
  });

  it('explains each refusal in German', () => {
    expect(BOOKING_LIMIT_MESSAGES.groupTooLarge('Grundlagen', 14, 14)).toBe(
      'Der Termin „Grundlagen“ hat nur 14 Plätze. Eine größere Gruppe kann ihn weder buchen noch auf die Warteliste gehen. Bitte verteilen Sie Ihre Teilnehmer auf mehrere Termine.',
    );
    expect(BOOKING_LIMIT_MESSAGES.groupTooLarge('Grundlagen', 15, 20)).toMatch(/höchstens 15 Teilnehmer anmelden/);
    expect(BOOKING_LIMIT_MESSAGES.reservationsPerDate('Grundlagen', 4, 3)).toBe(
      'Für einen Termin können Sie höchstens 4 Plätze reservieren (höchstens die Hälfte seiner Plätze); für „Grundlagen“ halten Sie bereits 3 Reservierungen. Bitte buchen Sie weitere Teilnehmer verbindlich.',
    );
    expect(BOOKING_LIMIT_MESSAGES.reservationsTotal(10)).toMatch(/^Sie können insgesamt höchstens 10 Plätze/);
  });
});
