import { participantName } from './participants';

describe('participantName', () => {
  it('prints salutation, title and name, without the salutation "Keine Angabe"', () => {
    expect(participantName({ salutation: 'Frau', title: 'Dr.', firstname: 'Anna', lastname: 'Schneider' })).toBe(
      'Frau Dr. Anna Schneider',
    );
    expect(participantName({ salutation: 'Keine Angabe', title: '', firstname: 'Kim', lastname: 'Ay' })).toBe('Kim Ay');
  });
});
