import {
  CONFERENCE_TEXTS,
  WORKSHOP_SEAT_LABELS,
  type WorkshopChoice,
  type WorkshopSlotChoice,
} from '@amb/shared-contracts/core';
import { formatDate, formatWeekday } from '@amb/shared-contracts/dates';
import { describedBy, FieldMessages } from '../form/fieldMessages';
import './booking.css';

/** 'Workshops I · Dienstag, 09.03.2027, 11:15–13:00 Uhr' */
export function slotLabel(slot: Pick<WorkshopSlotChoice, 'title' | 'day' | 'startsAt' | 'endsAt'>): string {
  return `${slot.title} · ${formatWeekday(slot.day)}, ${formatDate(slot.day)}, ${slot.startsAt}–${slot.endsAt} Uhr`;
}

/**
 * A conference participant's workshops: one radio group per time slot (a fieldset with its legend), each workshop
 * with its seats for a new participant; a full one is chosen as its waiting list (`waitlist`). One choice per slot
 * by construction; the api checks the same. `error` is the message of the participant's workshops.
 */
export function WorkshopChoiceFields({
  idPrefix,
  slots,
  value,
  onChange,
  error,
}: {
  idPrefix: string;
  slots: readonly WorkshopSlotChoice[];
  value: readonly WorkshopChoice[];
  onChange: (choices: WorkshopChoice[]) => void;
  error?: string;
}) {
  const choose = (slotId: number, workshopId: number, full: boolean) => {
    const others = value.filter((choice) => choice.slotId !== slotId);
    onChange([...others, { slotId, workshopId, waitlist: full }].sort((a, b) => a.slotId - b.slotId));
  };
  const id = `${idPrefix}-workshops`;
  return (
    <div className="kit-workshops" id={id} tabIndex={-1}>
      {slots.map((slot) => {
        const chosen = value.find((choice) => choice.slotId === slot.slotId);
        const missing = error !== undefined && chosen === undefined;
        return (
          <fieldset
            key={slot.slotId}
            className={`kit-fieldset kit-workshops__slot${missing ? ' kit-workshops__slot--invalid' : ''}`}
            aria-invalid={missing ? true : undefined}
            aria-describedby={missing ? describedBy(id, error) : undefined}
          >
            <legend>{CONFERENCE_TEXTS.workshopLegend(slotLabel(slot))}</legend>
            {slot.workshops.map((workshop) => {
              const inputId = `${idPrefix}-slot-${slot.slotId}-workshop-${workshop.workshopId}`;
              const full = workshop.seatState === 'full';
              return (
                <div key={workshop.workshopId} className="kit-check kit-workshops__option">
                  <input
                    type="radio"
                    id={inputId}
                    name={`${idPrefix}-slot-${slot.slotId}`}
                    checked={chosen?.workshopId === workshop.workshopId}
                    onChange={() => choose(slot.slotId, workshop.workshopId, full)}
                  />
                  <label htmlFor={inputId}>
                    <span className="kit-workshops__title">
                      {workshop.code} {workshop.title}
                    </span>{' '}
                    <span className={`kit-workshops__seats kit-workshops__seats--${workshop.seatState}`}>
                      {full
                        ? `${WORKSHOP_SEAT_LABELS.full}: ${CONFERENCE_TEXTS.workshopWaitlistChoice}`
                        : workshop.seatState === 'few'
                          ? CONFERENCE_TEXTS.seatsLeft(workshop.seatsLeft)
                          : WORKSHOP_SEAT_LABELS.free}
                    </span>
                  </label>
                </div>
              );
            })}
          </fieldset>
        );
      })}
      {error ? <FieldMessages id={id} error={error} /> : null}
    </div>
  );
}
