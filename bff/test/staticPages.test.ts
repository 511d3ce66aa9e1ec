import request from 'supertest';
import type { PageGlobals } from '@amb/shared-contracts';
import { deployCatalogue } from './support/deploymentStore';
import { HOSTS, globalsOf } from './support/testApp';
import { withTestSystem } from './support/testSystem';

const system = withTestSystem();
const production = () => system.app({ NODE_ENV: 'production' });

describe('a page that needs no script (the server build says interactive: false)', () => {
  it('keeps its server HTML and tells the shell not to load its remote: no state to hydrate from', async () => {
    deployCatalogue(system.store, 'c1c1c1c1c1c1');
    const res = await request(production()).get('/').set('Host', HOSTS.main).expect(200);
    expect(res.text).toContain(
      '<main id="amb-main" tabindex="-1"><div data-boundary="mf_catalogue"><h1>Start</h1></div></main>',
    );
    expect((globalsOf(res.text) as PageGlobals).staticMain).toBe(true);
    expect(res.text).not.toContain('id="amb-main-state"');
    // Its stylesheet stays: the page is styled as any other.
    expect(res.text).toContain('/mf/mf_catalogue/c1c1c1c1c1c1/catalogue.css');
  });

  it('hydrates in development mode, where the page remote may come from a dev server', async () => {
    deployCatalogue(system.store, 'c1c1c1c1c1c1');
    const res = await request(system.app({ NODE_ENV: 'development' }))
      .get('/')
      .set('Host', HOSTS.main)
      .expect(200);
    expect((globalsOf(res.text) as PageGlobals).staticMain).toBeUndefined();
    expect(res.text).toContain('id="amb-main-state"');
  });

  it('an interactive page hydrates as before', async () => {
    deployCatalogue(system.store, 'c1c1c1c1c1c1');
    const res = await request(production()).get('/seminare').set('Host', HOSTS.main).expect(200);
    expect((globalsOf(res.text) as PageGlobals).staticMain).toBeUndefined();
    expect(res.text).toContain('id="amb-main-state"');
  });
});

describe('a page that hydrates at the first sign of use (the server build says hydrateOn: interaction)', () => {
  it('keeps the state to hydrate from and tells the shell to wait for the visitor', async () => {
    deployCatalogue(system.store, 'c1c1c1c1c1c1');
    const res = await request(production()).get('/seminare/rubrik').set('Host', HOSTS.main).expect(200);
    const globals = globalsOf(res.text) as PageGlobals;
    expect(globals.deferredMain).toBe(true);
    expect(globals.staticMain).toBeUndefined();
    expect(res.text).toContain('id="amb-main-state"');
    expect(res.text).toContain('<h1>Rubriken</h1>');
  });

  it('hydrates at once in development mode and on every other page', async () => {
    deployCatalogue(system.store, 'c1c1c1c1c1c1');
    const dev = await request(system.app({ NODE_ENV: 'development' }))
      .get('/seminare/rubrik')
      .set('Host', HOSTS.main)
      .expect(200);
    expect((globalsOf(dev.text) as PageGlobals).deferredMain).toBeUndefined();
    // The footer too: in development mode it hydrates with the page.
    expect((globalsOf(dev.text) as PageGlobals).deferredFooter).toBeUndefined();
    const other = await request(production()).get('/seminare').set('Host', HOSTS.main).expect(200);
    expect((globalsOf(other.text) as PageGlobals).deferredMain).toBeUndefined();
  });
});
