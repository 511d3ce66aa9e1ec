import request from 'supertest';
import { BRAND_NAME, MESSAGES } from '@amb/shared-contracts';
import { DOWNLOAD_ITEM } from './support/downloadFixtures';
import { closedPortUrl } from './support/fakeApi';
import { pdfText } from './support/pdfText';
import { HOSTS } from './support/testApp';
import { withTestSystem } from './support/testSystem';
import { binary } from './support/binary';

const system = withTestSystem();

describe('GET /download/file/{slug}', () => {
  it('renders the download as a PDF with its kind, rubric, target group, date and text (not the api proxied)', async () => {
    const res = await request(system.app())
      .get(`/download/file/${DOWNLOAD_ITEM.slug}`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${DOWNLOAD_ITEM.slug}.pdf"`);
    const { pages, info } = pdfText(res.body as Buffer);
    const text = pages.join(' ').replace(/\s+/g, ' ');
    for (const expected of [
      BRAND_NAME,
      'CHECKLISTE · BR-Grundlagen · für: Betriebsrat · Stand: 12.08.2025',
      DOWNLOAD_ITEM.title,
      DOWNLOAD_ITEM.description,
      'Pflichtangaben nach § 34 Abs. 1 BetrVG',
      '☐ Wortlaut jedes Beschlusses',
      '☐ Anwesenheitsliste <eigenhändig> & vollständig',
      'Übergeben Sie die Niederschrift dem Arbeitgeber auszugsweise.',
      'ersetzt keine Rechtsberatung',
      `http://localhost:8080${DOWNLOAD_ITEM.fileUrl}`,
      'Seite 1 von',
    ])
      expect(text).toContain(expected);
    expect(info.Title).toBe(DOWNLOAD_ITEM.title);
    expect(system.api.calls).toContain(`/api/downloads/${DOWNLOAD_ITEM.slug}`);
  });

  it('links the footer to the host it was asked on', async () => {
    const res = await request(system.app())
      .get(`/download/file/${DOWNLOAD_ITEM.slug}`)
      .set('Host', HOSTS['works-council'])
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(pdfText(res.body as Buffer).pages.join(' ')).toContain(`http://localhost:8082${DOWNLOAD_ITEM.fileUrl}`);
  });

  it('answers an unknown download with a German page for a browser and the JSON 404 for a client', async () => {
    const page = await request(system.app()).get('/download/file/gibt-es-nicht').set('Accept', 'text/html').expect(404);
    expect(page.text).toContain('Diesen Download gibt es nicht.');
    expect(page.text).toContain('href="/meinamb/unterlagen"');
    const json = await request(system.app())
      .get('/download/file/gibt-es-nicht')
      .set('Accept', 'application/json')
      .expect(404);
    expect(json.body.error.code).toBe('NOT_FOUND');
  });

  it.each(['Gro%C3%9F', '..%2F..%2Fetc', '-abc', 'a'.repeat(161)])(
    'answers a malformed slug (%s) with 404 without asking the api',
    async (slug) => {
      await request(system.app()).get(`/download/file/${slug}`).set('Accept', 'application/json').expect(404);
      expect(system.api.calls.some((url) => url.startsWith('/api/downloads') || url.startsWith('/download'))).toBe(
        false,
      );
    },
  );

  it('answers 502 with the German page when the api is down', async () => {
    const res = await request(system.appWithApi(await closedPortUrl()))
      .get(`/download/file/${DOWNLOAD_ITEM.slug}`)
      .set('Accept', 'text/html')
      .expect(502);
    expect(res.text).toContain(MESSAGES.apiUnavailable);
  });

  it('still proxies the other /download calls to the api', async () => {
    await request(system.app()).get('/download/get-download-filter-data').expect(201);
    expect(system.api.calls).toContain('/download/get-download-filter-data');
  });
});
