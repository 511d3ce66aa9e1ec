import request from 'supertest';
import { berlinDateKey, type PageGlobals } from '@amb/shared-contracts';
import { HOSTS, globalsOf } from './support/testApp';
import { withTestSystem } from './support/testSystem';

const system = withTestSystem();

describe('works-council site', () => {
  it('renders its start page on the server', async () => {
    const res = await request(system.app()).get('/').set('Host', HOSTS['works-council']).expect(200);
    expect(res.text).toContain('<title>Betriebsrat aktuell | Akademie für Mitbestimmung</title>');
    const main = /<main id="amb-main">(.*)<\/main>/s.exec(res.text)?.[1] ?? '';
    expect(main).toContain('<h1>Betriebsrat aktuell</h1>');
    for (const [label, href] of [
      ['News', '/news'],
      ['Rechtsprechung', '/rechtsprechung'],
      ['Lexikon', '/betriebsratslexikon/br'],
      ['Forum', '/forum'],
    ]) {
      expect(main).toContain(`<a href="${href}">${label}</a>`);
    }
    expect(main).toContain('<h2>Die nächsten Online-Seminare</h2>');
    expect(main).toContain(
      '<a href="http://localhost:8080/seminare/p/501">BR 1 – Einstieg in die Betriebsratsarbeit</a>',
    );
    expect(main).toContain('09.03.2026 – 11.03.2026');
    expect(main).toMatch(/Arbeitsrecht kompakt<\/a> <span[^>]*>14\.04\.2026<\/span>/);
    // Only seminars from today on (Berlin calendar day).
    expect(system.api.calls).toContain(`/api/get-seminars?format=online&from=${berlinDateKey(Date.now())}&pageSize=5`);
  });

  it('carries only mf_navigation and serverRenderedMain in its globals, and no contact link', async () => {
    const res = await request(system.app()).get('/').set('Host', HOSTS['works-council']).expect(200);
    const globals = globalsOf(res.text) as PageGlobals;
    expect(globals).toMatchObject({
      site: 'works-council',
      version: 1,
      serverRenderedMain: true,
      showsContactLink: false,
    });
    expect(globals.remotes).toEqual({ mf_navigation: '/mf/mf_navigation/bbbbbbbbbbbb/remoteEntry.js' });
    expect(res.text).toContain('<header data-site="works-council" data-version="1">');
  });

  it('renders a German 404 page in the main slot for paths nobody renders yet', async () => {
    const res = await request(system.app()).get('/news/irgendwas').set('Host', HOSTS['works-council']).expect(404);
    expect(res.text).toContain('<title>Seite nicht gefunden | Akademie für Mitbestimmung</title>');
    expect(res.text).toMatch(
      /<main id="amb-main"><section[^>]*><h1>Seite nicht gefunden<\/h1><p>Die aufgerufene Seite gibt es leider nicht/,
    );
    expect(res.text).toContain('<footer>Fuß works-council</footer>');
  });

  it.each([
    ['/kundenportal/login', 'Anmelden'],
    ['/kundenportal/login/anna%40example.de', 'Anmelden'],
    ['/registrierung', 'Registrierung'],
    ['/kundenportal/meinamb', 'meinamb'],
  ])('lets mf_account render its account page %s in the browser (own login on this site)', async (url, title) => {
    system.store.deploy('mf_account', 'dddddddddddd', { 'remoteEntry.js': 'var mf_account;' });
    system.store.writeRegistry({
      shell: 'aaaaaaaaaaaa',
      mf_navigation: 'bbbbbbbbbbbb',
      mf_cart: 'cccccccccccc',
      mf_account: 'dddddddddddd',
    });
    const res = await request(system.app()).get(url).set('Host', HOSTS['works-council']).expect(200);
    const globals = globalsOf(res.text) as PageGlobals;
    expect(globals).toMatchObject({ site: 'works-council', serverRenderedMain: false, showsContactLink: false });
    expect(globals.remotes).toEqual({
      mf_navigation: '/mf/mf_navigation/bbbbbbbbbbbb/remoteEntry.js',
      mf_account: '/mf/mf_account/dddddddddddd/remoteEntry.js',
    });
    expect(res.text).toContain('<main id="amb-main"></main>');
    expect(res.text).toContain(`<title>${title} | Akademie für Mitbestimmung</title>`);
  });

  it('keeps the contact page off this site', async () => {
    const res = await request(system.app()).get('/service/kontakt').set('Host', HOSTS['works-council']).expect(404);
    expect((globalsOf(res.text) as PageGlobals).remotes).toEqual({
      mf_navigation: '/mf/mf_navigation/bbbbbbbbbbbb/remoteEntry.js',
    });
  });

  it('still renders the start page when only the seminar list fails', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = system.app();
    await request(app).get('/').set('Host', HOSTS['works-council']).expect(200);
    // The navigation is cached now; with the api gone only the seminar list is missing.
    await system.api.close();
    const res = await request(app).get('/').set('Host', HOSTS['works-council']).expect(200);
    expect(res.text).toContain('<h1>Betriebsrat aktuell</h1>');
    expect(res.text).toContain('Die nächsten Online-Seminare können gerade nicht geladen werden.');
    spy.mockRestore();
  });
});
