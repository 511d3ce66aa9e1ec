import { MESSAGES } from '@amb/shared-contracts/core';
import { apiError, json, mockFetch, outsideAct } from '@amb/remote-kit/testing';
import { conference } from './testing/conferenceFixtures';
import { expectHydration, renderAt } from './testing/serverRender';

const CONFERENCE = '/api/get-conference-by-url/jav-konferenz';

describe('server build of mf_conferences', () => {
  it('renders a conference with its programme, workshops, speakers and prices, and a JSON-LD Event', async () => {
    const calls = mockFetch({ [CONFERENCE]: () => json(conference()) });
    const result = await renderAt('/fachtagung/jav-konferenz');
    expect(result.status).toBe(200);
    expect(result.head.title).toBe('JAV-Konferenz');
    expect(result.head.canonical).toBe('http://localhost:8080/fachtagung/jav-konferenz');
    const [event] = result.head.jsonLd as Array<Record<string, unknown>>;
    expect(event).toMatchObject({
      '@type': 'Event',
      name: 'JAV-Konferenz',
      startDate: '2027-06-07',
      endDate: '2027-06-08',
      location: { '@type': 'Place', name: 'Hotel am Auensee', address: { addressLocality: 'Leipzig' } },
      performer: [{ '@type': 'Person', name: 'Jan Petersen' }],
      offers: [
        { '@type': 'Offer', price: '340.00', priceCurrency: 'EUR', validThrough: '2027-03-17' },
        { '@type': 'Offer', price: '390.00', priceCurrency: 'EUR' },
      ],
    });
    for (const text of [
      'Programm',
      'J1',
      'Ausbildungsqualität prüfen',
      'Ausgebucht – Warteliste möglich',
      'Jan Petersen',
    ])
      expect(result.html).toContain(text);
    expect(result.html).toContain('href="/fachtagung/jav-konferenz/buchung"');
    expect(result.html).toContain('href="/seminare/warenkorb/dokumente/entsendebeschluss?fachtagung=jav-konferenz"');
    expect(calls.map((call) => call.path)).toEqual([CONFERENCE]);
  });

  it('answers an unknown conference with 404 and the one not-found page', async () => {
    mockFetch({ '/api/get-conference-by-url/gibt-es-nicht': () => apiError(404, 'Diese Fachtagung gibt es nicht.') });
    const result = await renderAt('/fachtagung/gibt-es-nicht');
    expect(result.status).toBe(404);
    expect(result.head.title).toBe(MESSAGES.pageNotFoundTitle);
    expect(result.html).toContain('data-boundary="mf_conferences"');
  });

  it('offers the waiting list of a full conference and no booking of a past one', async () => {
    mockFetch({ [CONFERENCE]: () => json(conference({ state: 'full', seatState: 'full', seatsLeft: 0 })) });
    const full = await renderAt('/fachtagung/jav-konferenz');
    expect(full.html).toContain('href="/fachtagung/warteliste?tagung=jav-konferenz"');
    expect(full.html).not.toContain('href="/fachtagung/jav-konferenz/buchung"');
    mockFetch({ [CONFERENCE]: () => json(conference({ state: 'past' })) });
    const past = await renderAt('/fachtagung/jav-konferenz');
    expect(past.html).toContain('Die Fachtagung hat stattgefunden');
    expect(past.html).not.toContain('Jetzt buchen');
  });

  describe('in the browser', () => {
    outsideAct();
    it('hydrates the conference page without fetching again and without a loading state', async () => {
      await expectHydration('/fachtagung/jav-konferenz', { [CONFERENCE]: () => json(conference()) });
    });
  });
});
