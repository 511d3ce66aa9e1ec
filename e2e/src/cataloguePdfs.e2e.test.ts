import type { EventDetailResponse, SitemapEntriesResponse, ThemeDetailResponse } from '@amb/shared-contracts';
import { e2eContext } from './context';
import { pdfText } from './pdf';

const { origins, apiUrl } = e2eContext();

async function apiJson<T>(path: string): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

async function download(url: string): Promise<{ response: Response; text: string }> {
  const response = await fetch(url, { headers: { Accept: 'application/pdf,*/*' } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return { response, text: pdfText(Buffer.from(await response.arrayBuffer())) };
}

describe('PDFs und Sitemap des Katalogs', () => {
  let entries: SitemapEntriesResponse;
  beforeAll(async () => {
    entries = await apiJson<SitemapEntriesResponse>('/api/sitemap-entries');
  });

  it('liefert das PDF eines Themas mit Titel, Terminen und Preisen aus der Datenbank', async () => {
    const slug = entries.themes[0]!.split('/').pop()!;
    const theme = await apiJson<ThemeDetailResponse>(`/api/themes/${slug}`);
    const { response, text } = await download(`${origins.main}/seminare/pdf/${slug}`);
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="seminar-${slug}.pdf"`);
    expect(text).toContain(theme.title);
    expect(text).toContain('Termine');
    expect(text).toContain(`${origins.main}${theme.url}`);
  });

  it('liefert das PDF eines Termins mit dem Titel seines Themas', async () => {
    const eventId = entries.events[0]!.split('/').pop()!;
    const event = await apiJson<EventDetailResponse>(`/api/events/${eventId}`);
    const { text } = await download(`${origins.main}/seminare/p-pdf/${eventId}`);
    expect(text).toContain(event.title);
    expect(text).toContain(event.theme.title);
    expect(text).toContain(event.priceLabel);
  });

  it('antwortet auf ein unbekanntes Thema mit der Seite „nicht gefunden“ (404)', async () => {
    const response = await fetch(`${origins.main}/seminare/pdf/gibt-es-nicht`, { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Seite nicht gefunden');
  });

  it('nennt in sitemap.xml und robots.txt die Seiten der Seminar-Website', async () => {
    const sitemap = await (await fetch(`${origins.main}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${origins.main}/seminare</loc>`);
    for (const rubric of entries.rubrics) expect(sitemap).toContain(`<loc>${origins.main}${rubric}</loc>`);
    const robots = await (await fetch(`${origins.main}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${origins.main}/sitemap.xml`);
  });
});
