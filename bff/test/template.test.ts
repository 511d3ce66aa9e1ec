import request from 'supertest';
import { TEMPLATE_MARKERS, type PageGlobals } from '@amb/shared-contracts';
import { DEPLOYED } from './support/deploymentStore';
import { HOSTS, globalsOf } from './support/testApp';
import { withTestSystem } from './support/testSystem';

const system = withTestSystem();

/** Every URL a tag of the template points at (href and src). */
function urlsOf(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((match) => match[1]!);
}

describe('/template/: the page frame for external systems', () => {
  it('serves head with styles, header, the content marker, footer and the shell, every URL absolute (the skip link is a fragment)', async () => {
    const res = await request(system.app()).get('/template/').set('Host', HOSTS.main).expect(200);
    const origin = 'http://localhost:8080';
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toMatch(/^<!doctype html><html lang="de"><head>/);
    expect(res.text).toContain(`${TEMPLATE_MARKERS.head}</head>`);
    expect(res.text).toContain(
      `<header id="amb-header"><header data-site="main" data-version="1" data-links="absolute">`,
    );
    expect(res.text).toContain(`<main id="amb-main" tabindex="-1">${TEMPLATE_MARKERS.content}</main>`);
    expect(res.text).toContain('<footer id="amb-footer"><footer>Fuß main</footer></footer>');
    expect(res.text).toContain(`<script src="${origin}/mf/shell/${DEPLOYED.shell}/main.1234.js" defer></script>`);
    expect(res.text).toContain(`<link rel="stylesheet" href="${origin}/mf/shell/${DEPLOYED.shell}/shell.css"`);
    const urls = urlsOf(res.text);
    expect(urls.length).toBeGreaterThanOrEqual(6);
    // The skip link's target is in the same document, whichever host serves it.
    expect(urls.filter((url) => !/^https?:\/\//.test(url))).toEqual(['#amb-main']);

    const globals = globalsOf(res.text) as PageGlobals;
    expect(globals).toMatchObject({ site: 'main', absoluteLinks: true, serverRenderedMain: true, status: 200 });
    expect(Object.values(globals.remotes)).toEqual([
      `${origin}/mf/mf_navigation/${DEPLOYED.mf_navigation}/remoteEntry.js`,
    ]);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers.vary).toMatch(/Cookie/);
  });

  it("is written for the requesting host's site", async () => {
    const res = await request(system.app()).get('/template/').set('Host', HOSTS['works-council']).expect(200);
    expect(res.text).toContain('data-site="works-council"');
    expect(res.text).toContain('<script src="http://localhost:8082/mf/shell/');
    expect((globalsOf(res.text) as PageGlobals).site).toBe('works-council');
  });

  it('greets a member: private, never stored', async () => {
    const res = await request(system.app()).get('/template/').set('Cookie', 'amb_sid=sid-anna').expect(200);
    expect(res.text).toContain('Hallo, Anna');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('asks for consent in the frame until the visitor chose', async () => {
    const app = system.app();
    const open = await request(app).get('/template/').expect(200);
    expect(open.text).toMatch(/<body [^>]+>/);
    const chosen = await request(app).get('/template/').set('Cookie', 'amb_consent=necessary').expect(200);
    expect(chosen.text).toContain('<body>');
  });

  it('answers 503 without a server build of the navigation, 502 when the api is down', async () => {
    system.store.writeRegistry({ shell: DEPLOYED.shell });
    const noBuild = await request(system.app()).get('/template/').expect(503);
    expect(noBuild.headers['cache-control']).toBe('no-store');
    expect(noBuild.text).toContain('Vorübergehend nicht erreichbar');
    await request(system.appWithApi('http://127.0.0.1:9')).get('/template/').expect(502);
  });
});
