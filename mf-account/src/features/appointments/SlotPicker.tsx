import { useState } from 'react';
import { formatDate, formatWeekday } from '@amb/shared-contracts/dates';
import type { AppointmentSlot } from '@amb/shared-contracts/services';
import { APPOINTMENT_TEXTS } from '@amb/shared-contracts/services';
import { RadioGroup, SelectField } from '@amb/remote-kit';

const dayLabel = (day: string) => `${formatWeekday(day)}, ${formatDate(day)}`;

/**
 * The free slots as a day (select) and a time of that day (radio group): on a phone a list of 300 slots would be
 * endless, and a day first is how people think about an appointment. The value is the slot's instant.
 */
export function SlotPicker({
  id,
  slots,
  value,
  onChange,
  error,
}: {
  id: string;
  slots: readonly AppointmentSlot[];
  value: string;
  onChange: (startsAt: string) => void;
  error?: string;
}) {
  const days = [...new Set(slots.map((slot) => slot.day))];
  const chosen = slots.find((slot) => slot.startsAt === value);
  const [picked, setDay] = useState(chosen?.day ?? days[0] ?? '');
  // A day whose last slot was just booked (by this member or another) is gone from the list: the next one shows.
  const day = days.includes(picked) ? picked : (days[0] ?? '');
  const times = slots.filter((slot) => slot.day === day);
  return (
    <div className="account-slots">
      <SelectField
        id={`${id}-day`}
        label={APPOINTMENT_TEXTS.dayLabel}
        placeholder="Bitte wählen"
        options={days.map((d) => ({ value: d, label: dayLabel(d) }))}
        value={day}
        onChange={(next) => {
          setDay(next);
          onChange('');
        }}
      />
      {day ? (
        <RadioGroup
          id={`${id}-time`}
          legend={`${APPOINTMENT_TEXTS.timeLegend} am ${dayLabel(day)}`}
          choices={times.map((slot) => ({ value: slot.startsAt, label: `${slot.time} Uhr` }))}
          value={value}
          onChange={onChange}
          error={error}
        />
      ) : null}
    </div>
  );
}
