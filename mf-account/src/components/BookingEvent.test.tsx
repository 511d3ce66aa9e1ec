import { render, screen } from '@testing-library/react';
import { BookingEvent } from './BookingEvent';
import { bookingEvent, participant } from '../testing/bookings';

describe('BookingEvent', () => {
  it('marks a substitute by the person: Ersatzteilnehmerin for a woman, Ersatzteilnehmer for a man', () => {
    render(
      <BookingEvent
        event={bookingEvent({
          participants: [
            participant({ salutation: 'Frau', firstname: 'Zoe', lastname: 'Ersatz', substituted: true }),
            participant({
              participantId: 12,
              position: 2,
              salutation: 'Herr Dr.',
              firstname: 'Kai',
              substituted: true,
            }),
            participant({ participantId: 13, position: 3, salutation: 'Keine Angabe', firstname: 'Lu' }),
          ],
        })}
      />,
    );
    expect(screen.getByText('1. Teilnehmer: Frau Zoe Ersatz (Ersatzteilnehmerin)')).toBeInTheDocument();
    expect(screen.getByText('2. Teilnehmer: Herr Dr. Kai Muster (Ersatzteilnehmer)')).toBeInTheDocument();
    // 'Keine Angabe' is no salutation to print.
    expect(screen.getByText('3. Teilnehmer: Lu Muster')).toBeInTheDocument();
  });
});
