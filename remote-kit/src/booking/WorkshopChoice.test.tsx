import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WorkshopChoice, WorkshopSlotChoice } from '@amb/shared-contracts/core';
import { CheckoutStepIndicator } from './CheckoutSteps';
import { WorkshopChoiceFields } from './WorkshopChoice';

const SLOTS: WorkshopSlotChoice[] = [
  {
    slotId: 1,
    day: '2027-06-07',
    startsAt: '11:15',
    endsAt: '13:00',
    title: 'Workshops I',
    workshops: [
      { workshopId: 11, code: 'J1', title: 'Ausbildung', room: null, capacity: 40, seatsLeft: 2, seatState: 'few' },
      { workshopId: 12, code: 'J2', title: 'Übernahme', room: null, capacity: 30, seatsLeft: 0, seatState: 'full' },
    ],
  },
  {
    slotId: 2,
    day: '2027-06-08',
    startsAt: '09:00',
    endsAt: '10:45',
    title: 'Workshops II',
    workshops: [
      { workshopId: 21, code: 'J5', title: 'Digital', room: null, capacity: 40, seatsLeft: 30, seatState: 'free' },
    ],
  },
];

function Harness({ onChange }: { onChange: (choices: WorkshopChoice[]) => void }) {
  const [value, setValue] = useState<WorkshopChoice[]>([]);
  return (
    <WorkshopChoiceFields
      idPrefix="p1"
      slots={SLOTS}
      value={value}
      onChange={(choices) => {
        setValue(choices);
        onChange(choices);
      }}
    />
  );
}

describe('WorkshopChoiceFields', () => {
  it('asks once per time slot (a fieldset with its day and time), one workshop each, a full one as its waiting list', async () => {
    const changes: WorkshopChoice[][] = [];
    render(<Harness onChange={(c) => changes.push(c)} />);
    expect(
      screen.getByRole('group', { name: 'Workshop Workshops I · Montag, 07.06.2027, 11:15–13:00 Uhr' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^J1 Ausbildung/)).toHaveAccessibleName('J1 Ausbildung 2 Plätze frei');
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(/^J1 Ausbildung/));
    await user.click(screen.getByLabelText(/^J2 Übernahme/));
    await user.click(screen.getByLabelText(/^J5 Digital/));
    expect(changes.at(-1)).toEqual([
      { slotId: 1, workshopId: 12, waitlist: true },
      { slotId: 2, workshopId: 21, waitlist: false },
    ]);
    expect(screen.getByLabelText(/^J1 Ausbildung/)).not.toBeChecked();
  });
});

describe('CheckoutStepIndicator', () => {
  it('marks the current step and links the done ones back', () => {
    render(<CheckoutStepIndicator current="rechnung" />);
    expect(screen.getByRole('link', { name: /Teilnehmende/ })).toHaveAttribute(
      'href',
      '/seminare/warenkorb/checkout?schritt=teilnehmer',
    );
    expect(screen.getByText('Rechnungsadresse und Bestellangaben').closest('[aria-current]')).toHaveAttribute(
      'aria-current',
      'step',
    );
  });
});
