import { MESSAGES } from '@amb/shared-contracts/core';
import { apiError, json, mockFetch, outsideAct } from '@amb/remote-kit/testing';
import { eventDetail, onlineSeries } from '../../testing/placeFixtures';
import { expectHydration, renderAt } from '../../testing/serverRender';

describe('server render of /seminare/p/:event', () => {
  it('renders the date with title, description, canonical and a Course with one CourseInstance', async () => {
    const calls = mockFetch({ '/api/events/101': () => json(eventDetail()) });
    const result = await renderAt('/seminare/p/101');
    expect(result.status).toBe(200);
    expect(result.head).toEqual({
      title: 'Arbeitsrecht I, 24.03.2027 – 26.03.2027',
      description:
        'Seminar für Betriebsräte: Arbeitsrecht I, 24.03.2027 – 26.03.2027, Hamburg. Preis ab 1.190,00\u00a0€ zzgl. 19 % MwSt.',
      canonical: 'http://localhost:8080/seminare/p/101',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Course',
          name: 'Arbeitsrecht I',
          description: 'Grundlagen des Arbeitsrechts für Betriebsräte',
          url: 'http://localhost:8080/seminare/t/arbeitsrecht-1',
          provider: {
            '@type': 'Organization',
            name: 'Akademie für Mitbestimmung',
            url: 'http://localhost:8080/',
          },
          hasCourseInstance: [
            {
              '@type': 'CourseInstance',
              courseMode: 'onsite',
              startDate: '2027-03-24T09:00:00+01:00',
              endDate: '2027-03-26T16:00:00+01:00',
              location: {
                '@type': 'Place',
                name: 'Hotel Alster',
                address: { '@type': 'PostalAddress', addressLocality: 'Hamburg', addressCountry: 'DE' },
              },
              offers: {
                '@type': 'Offer',
                price: '1190.00',
                priceCurrency: 'EUR',
                url: 'http://localhost:8080/seminare/p/101',
                availability: 'https://schema.org/InStock',
              },
            },
          ],
        },
      ],
    });
    expect(result.html).toContain('<h1 class="kit-page__heading">Arbeitsrecht I</h1>');
    expect(result.html).toContain('1. Teilnehmer');
    expect(calls.map((call) => call.path)).toEqual(['/api/events/101']);
  });

  it('describes an online series as an online course instance at a virtual location', async () => {
    mockFetch({ '/api/events/202': () => json({ ...onlineSeries(), seatState: 'full' }) });
    const { head, html } = await renderAt('/seminare/p/202');
    const [course] = head.jsonLd as Array<{ hasCourseInstance: Array<Record<string, unknown>> }>;
    expect(course!.hasCourseInstance[0]).toMatchObject({
      courseMode: 'online',
      location: { '@type': 'VirtualLocation', url: 'http://localhost:8080/seminare/p/202' },
      offers: { price: '590.00', availability: 'https://schema.org/SoldOut' },
    });
    expect(head.description).toContain('Online. Preis 590,00');
    expect(html).toContain('3 Online-Sitzungen');
  });

  it.each(['/seminare/p/99999', '/seminare/p/abc'])('answers 404 with the not-found page for %s', async (url) => {
    mockFetch({}); // the api answers 404 for an unknown or malformed id
    const result = await renderAt(url);
    expect(result.status).toBe(404);
    expect(result.head.title).toBe(MESSAGES.pageNotFoundTitle);
    expect(result.html).toContain(MESSAGES.pageNotFoundText);
  });

  it('renders the error state (200, generic title) when the api fails', async () => {
    mockFetch({ '/api/events/101': () => apiError(502, 'weg') });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await renderAt('/seminare/p/101');
    expect(result.status).toBe(200);
    expect(result.head.title).toBe('Seminartermin');
    expect(result.html).toContain('Der Seminartermin konnte gerade nicht geladen werden.');
    errors.mockRestore();
  });
});

describe('hydration of /seminare/p/:event', () => {
  outsideAct();

  it.each([
    ['/seminare/p/101', eventDetail()],
    ['/seminare/p/202', onlineSeries()],
  ])('%s: the first client render equals the server HTML, no fetch', async (url, answer) => {
    await expectHydration(url, { [`/api/events/${answer.eventId}`]: () => json(answer) });
  });
});
