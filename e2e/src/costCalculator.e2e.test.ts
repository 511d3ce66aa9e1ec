/**
 * The cost calculator in Chromium against the running system: a presence date, two participants (the first
 * with overnight stay, the night before and travel costs, the second with the day rate), the figures of the
 * shared rule on the page, and the same figures in the PDF the page links.
 */
import {
  API_ROUTES,
  FAX_QUERY_PARAM,
  PAGE_ROUTES,
  buildPath,
  calculateCosts,
  formatCents,
  type CostCalculatorResponse,
  type SitemapEntriesResponse,
} from '@amb/shared-contracts';
import { browserOfFile, e2eContext, textOf } from './context';
import { pdfText } from './pdf';

const { origins, apiUrl } = e2eContext();
const chromium = browserOfFile();

async function apiJson<T>(path: string): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** A date of the seed with a hotel that has rates and a stay of more than one day. */
async function presenceDate(): Promise<CostCalculatorResponse> {
  const { events } = await apiJson<SitemapEntriesResponse>(API_ROUTES.sitemapEntries.path);
  for (const url of events) {
    const eventId = url.split('/').pop()!;
    const data = await apiJson<CostCalculatorResponse>(buildPath(API_ROUTES.costCalculator.path, { eventId }));
    if (data.hotel?.rates && data.stays.length === 1 && data.days >= 2) return data;
  }
  throw new Error('Kein Präsenztermin mit Hotelpreisen im Seed');
}

describe('Kostenrechner im Browser', () => {
  it('rechnet zwei Teilnehmer nach der Regel und liefert dieselben Zahlen als PDF', async () => {
    const event = await presenceDate();
    const { page } = await chromium.newPage();
    await page.goto(`${origins.main}/seminare/warenkorb/kostenrechner/${event.eventId}`, { waitUntil: 'load' });
    const count = await page.waitForSelector('#costs-participants', { visible: true });
    await count!.click({ count: 3 });
    await count!.type('2');
    await page.waitForSelector('#costs-travel-1');
    await page.click('#costs-night-before-0');
    await page.type('#costs-travel-0', '123,45');
    await page.type('#costs-travel-1', '80');

    const expected = calculateCosts({ prices: event.prices, stays: event.stays, hotelRates: event.hotel!.rates }, [
      { overnight: true, nightBefore: true, travelCents: 12_345 },
      { overnight: true, nightBefore: false, travelCents: 8_000 },
    ]);
    const total = formatCents(expected.totalCents);
    await page.waitForFunction(
      (text) => document.querySelector('#amb-main .amb-cart-costs')?.textContent?.includes(text),
      {},
      total,
    );
    const table = (await textOf(page, '#amb-main .amb-cart-costs')).replace(/\s+/g, ' ');
    for (const line of [...expected.participants.flatMap((p) => p.lines), ...expected.summary]) {
      expect(table).toContain(line.label.replace(/\s+/g, ' '));
      expect(table).toContain(formatCents(line.amountCents).replace(/\s+/g, ' '));
    }
    expect(table).toContain(`Übernachtung im Einzelzimmer (${event.days} Nächte`);

    const href = await page.$eval('#amb-main a[type="application/pdf"]', (link) => link.href);
    expect(new URL(href).pathname).toBe(`/seminare/warenkorb/pdf-kostenrechner/${event.eventId}`);
    const response = await fetch(href, { headers: { Accept: 'application/pdf,*/*' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain(event.themeTitle);
    expect(text).toContain(event.hotel!.name);
    expect(text).toContain(`1. Teilnehmer: Reisekosten ${formatCents(12_345)}`.replace(/\s+/g, ' '));
    expect(text).toContain(`Summe netto ${formatCents(expected.netCents)}`.replace(/\s+/g, ' '));
    expect(text).toContain(`zzgl. 19 % MwSt. ${formatCents(expected.vatCents)}`.replace(/\s+/g, ' '));
    expect(text).toContain(`Gesamtbetrag inkl. MwSt. ${total}`.replace(/\s+/g, ' '));
    expect(text).toContain('§ 40 BetrVG');
    await page.close();
  });

  it('weist falsche Eingaben im PDF-Aufruf mit 400 und deutscher Meldung zurück', async () => {
    const event = await presenceDate();
    const response = await fetch(
      `${origins.main}/seminare/warenkorb/pdf-kostenrechner/${event.eventId}?teilnehmer=21`,
      { headers: { Accept: 'application/json' } },
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      'Bitte geben Sie eine Teilnehmerzahl von 1 bis 20 an.',
    );
  });

  it('druckt die Fax-Anmeldung aus dem geposteten Formular, nie aus der Adresse', async () => {
    const event = await presenceDate();
    const registration = {
      participants: [
        {
          salutation: 'Frau',
          title: '',
          firstname: 'Zoë',
          lastname: 'Łukasik',
          email: 'zoe@example.de',
          brFunction: '',
          hotelOverNightOption: 'overnight',
          kind: 'booking',
        },
      ],
      options: {
        company: 'Nordwerk GmbH',
        street: 'Hafenstraße',
        streetNumber: '12a',
        postalCode: '20457',
        city: 'Hamburg',
        purchaseOrderNumber: '',
        costCentre: '',
        remarks: '',
      },
    };
    const url = `${origins.main}${buildPath(PAGE_ROUTES.onlineFaxPdf.path, { id: event.eventId })}`;
    const posted = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/pdf,*/*' },
      body: new URLSearchParams({ [FAX_QUERY_PARAM]: JSON.stringify(registration) }).toString(),
    });
    expect(posted.status).toBe(200);
    expect(posted.headers.get('cache-control')).toBe('no-store');
    const text = pdfText(Buffer.from(await posted.arrayBuffer()));
    expect(text).toContain(event.themeTitle);
    expect(text).toContain('Frau Zoë Łukasik');
    expect(text).toContain('Firma: Nordwerk GmbH');

    const inAddress = await fetch(`${url}?${FAX_QUERY_PARAM}=${encodeURIComponent(JSON.stringify(registration))}`, {
      headers: { Accept: 'text/html' },
    });
    expect(inAddress.status).toBe(404);
  });
});
