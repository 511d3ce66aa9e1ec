import { berlinInstant, berlinWallTime } from './berlinWallTime';
import { availableSlots, findSlot, type SlotCalendar, type WorkingHours } from './consultantSlots';
import { easterSunday, publicHolidayOn, publicHolidays } from './publicHolidays';

const WEEKDAYS_9_TO_12: WorkingHours[] = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  startsAt: '09:00',
  endsAt: '12:00',
}));

const calendar = (now: string, extra: Partial<SlotCalendar> = {}): SlotCalendar => ({
  now: new Date(now),
  workingHours: WEEKDAYS_9_TO_12,
  absences: [],
  blocked: [],
  taken: [],
  ...extra,
});

const slotsOn = (slots: ReturnType<typeof availableSlots>, day: string) => slots.filter((s) => s.day === day);

describe('berlinInstant: Berlin wall time to an instant', () => {
  it.each([
    ['2026-03-27', '09:00', '2026-03-27T08:00:00.000Z'], // winter time (CET, UTC+1)
    ['2026-03-30', '09:00', '2026-03-30T07:00:00.000Z'], // summer time (CEST, UTC+2)
    ['2026-03-29', '01:30', '2026-03-29T00:30:00.000Z'], // before the change
    ['2026-03-29', '03:00', '2026-03-29T01:00:00.000Z'], // the first summer-time minute
    ['2026-10-25', '02:30', '2026-10-25T00:30:00.000Z'], // the repeated hour: its first (summer) instant
    ['2026-10-25', '03:00', '2026-10-25T02:00:00.000Z'], // after the change
    ['2026-10-26', '09:00', '2026-10-26T08:00:00.000Z'],
  ])('%s %s is %s', (day, time, iso) => {
    expect(berlinInstant(day, time)?.toISOString()).toBe(iso);
  });

  it.each([
    ['2026-03-29', '02:00'],
    ['2026-03-29', '02:30'],
    ['2026-02-30', '09:00'],
    ['2026-03-01', '24:00'],
    ['2026-3-1', '09:00'],
  ])('%s %s does not exist', (day, time) => {
    expect(berlinInstant(day, time)).toBeNull();
  });

  it('reads an instant back as Berlin day, time and weekday', () => {
    expect(berlinWallTime('2026-10-25T23:30:00Z')).toEqual({ day: '2026-10-26', time: '00:30', weekday: 1 });
  });
});

describe('public holidays', () => {
  it.each([
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2028, '2028-04-16'],
    [2030, '2030-04-21'],
  ])('Easter %i is %s', (year, day) => expect(easterSunday(year)).toBe(day));

  it.each([
    ['2026-04-03', undefined, 'Karfreitag'],
    ['2026-05-14', undefined, 'Christi Himmelfahrt'],
    ['2026-05-25', undefined, 'Pfingstmontag'],
    ['2026-06-04', 'BY', 'Fronleichnam'],
    ['2026-03-08', 'BE', 'Internationaler Frauentag'],
    ['2026-10-31', 'HH', 'Reformationstag'],
    ['2026-11-18', 'SN', 'Buß- und Bettag'],
    ['2026-10-03', 'BE', 'Tag der Deutschen Einheit'],
  ] as const)('%s is a holiday (%s): %s', (day, state, name) => {
    expect(publicHolidayOn(day, state)?.name).toBe(name);
  });

  it.each([
    ['2026-06-04', 'BE'],
    ['2026-10-31', 'BY'],
    ['2026-03-08', undefined],
    ['2026-12-24', 'BE'],
  ] as const)('%s is no holiday in %s', (day, state) => expect(publicHolidayOn(day, state)).toBeNull());

  it('has nine nationwide holidays a year and ten in Berlin', () => {
    expect(publicHolidays(2027)).toHaveLength(9);
    expect(publicHolidays(2027, 'BE')).toHaveLength(10);
  });
});

describe('available slots', () => {
  it('offers 30-minute slots from tomorrow to 30 days ahead, on working days only', () => {
    const slots = availableSlots(calendar('2026-01-05T10:00:00Z')); // a Monday
    expect(slots[0]).toEqual({
      startsAt: '2026-01-06T08:00:00.000Z',
      endsAt: '2026-01-06T08:30:00.000Z',
      day: '2026-01-06',
      time: '09:00',
    });
    expect(slotsOn(slots, '2026-01-05')).toEqual([]);
    expect(slotsOn(slots, '2026-01-06').map((s) => s.time)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
    ]);
    expect(slotsOn(slots, '2026-01-10')).toEqual([]); // Saturday
    expect(slots.at(-1)?.day).toBe('2026-02-04'); // today + 30
    expect(slotsOn(slots, '2026-02-05')).toEqual([]);
    for (const slot of slots) expect(Date.parse(slot.endsAt) - Date.parse(slot.startsAt)).toBe(30 * 60_000);
  });

  it('the week summer time begins: 09:00 Berlin moves from 08:00 to 07:00 UTC on the Monday after', () => {
    const slots = availableSlots(calendar('2026-03-20T12:00:00Z'));
    expect(slotsOn(slots, '2026-03-27')[0]?.startsAt).toBe('2026-03-27T08:00:00.000Z'); // Friday, CET
    expect(slotsOn(slots, '2026-03-30')[0]?.startsAt).toBe('2026-03-30T07:00:00.000Z'); // Monday, CEST
    expect(slotsOn(slots, '2026-03-30').map((s) => s.time)).toEqual(slotsOn(slots, '2026-03-27').map((s) => s.time));
  });

  it('the week summer time ends: 09:00 Berlin moves from 07:00 back to 08:00 UTC', () => {
    const slots = availableSlots(calendar('2026-10-19T12:00:00Z'));
    expect(slotsOn(slots, '2026-10-23')[0]?.startsAt).toBe('2026-10-23T07:00:00.000Z');
    expect(slotsOn(slots, '2026-10-26')[0]?.startsAt).toBe('2026-10-26T08:00:00.000Z');
    expect(slotsOn(slots, '2026-10-26')).toHaveLength(6);
  });

  it('working hours through the night of a change: the skipped hour has no slot, the repeated hour one each', () => {
    const night: WorkingHours[] = [{ weekday: 7, startsAt: '01:00', endsAt: '04:00' }];
    const spring = slotsOn(availableSlots(calendar('2026-03-20T12:00:00Z', { workingHours: night })), '2026-03-29');
    expect(spring.map((s) => s.time)).toEqual(['01:00', '01:30', '03:00', '03:30']);
    const autumn = slotsOn(availableSlots(calendar('2026-10-19T12:00:00Z', { workingHours: night })), '2026-10-25');
    expect(autumn.map((s) => s.time)).toEqual(['01:00', '01:30', '02:00', '02:30', '03:00', '03:30']);
    // No two slots overlap in real time.
    for (const list of [spring, autumn]) {
      for (let i = 1; i < list.length; i += 1) {
        expect(Date.parse(list[i]!.startsAt)).toBeGreaterThanOrEqual(Date.parse(list[i - 1]!.endsAt));
      }
    }
  });

  it('leaves out public holidays of the consultant’s state, absences, blocked times and booked slots', () => {
    const slots = availableSlots(
      calendar('2026-05-04T10:00:00Z', {
        state: 'BY',
        absences: [{ fromDay: '2026-05-18', toDay: '2026-05-19' }],
        blocked: [{ startsAt: '2026-05-06T07:15:00.000Z', endsAt: '2026-05-06T08:00:00.000Z' }],
        taken: [{ startsAt: '2026-05-07T08:00:00.000Z', endsAt: '2026-05-07T08:30:00.000Z' }],
      }),
    );
    expect(slotsOn(slots, '2026-05-14')).toEqual([]); // Christi Himmelfahrt
    expect(slotsOn(slots, '2026-06-04')).toEqual([]); // Fronleichnam in Bavaria
    expect(slotsOn(slots, '2026-05-18')).toEqual([]);
    expect(slotsOn(slots, '2026-05-19')).toEqual([]);
    expect(slotsOn(slots, '2026-05-20')).toHaveLength(6);
    expect(slotsOn(slots, '2026-05-06').map((s) => s.time)).toEqual(['10:00', '10:30', '11:00', '11:30']);
    expect(slotsOn(slots, '2026-05-07').map((s) => s.time)).toEqual(['09:00', '09:30', '10:30', '11:00', '11:30']);
  });

  it('finds a free slot by any spelling of its instant, and nothing at a taken or odd time', () => {
    const cal = calendar('2026-01-05T10:00:00Z', {
      taken: [{ startsAt: '2026-01-07T08:30:00.000Z', endsAt: '2026-01-07T09:00:00.000Z' }],
    });
    expect(findSlot(cal, '2026-01-07T09:00:00+01:00')?.time).toBe('09:00');
    expect(findSlot(cal, '2026-01-07T09:30:00+01:00')).toBeNull();
    expect(findSlot(cal, '2026-01-07T09:15:00+01:00')).toBeNull();
    expect(findSlot(cal, '2026-01-05T12:00:00Z')).toBeNull();
    expect(findSlot(cal, 'kein Datum')).toBeNull();
  });
});
