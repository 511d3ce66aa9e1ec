import request from 'supertest';
import { HOSTS } from './support/testApp';
import { withTestSystem } from './support/testSystem';

const system = withTestSystem();

describe('shared-modules fragments', () => {
  it('serves the header alone, for the site of the Host header', async () => {
    const res = await request(system.app()).get('/shared-modules/nav').set('Host', HOSTS.newer).expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toMatch(/^<header data-site="newer" data-version="2">Kopf Seminare/);
  });

  it('serves the footer alone, the site given by the query', async () => {
    const res = await request(system.app()).get('/shared-modules/footer?site=works-council').expect(200);
    expect(res.text).toBe('<footer>Fuß works-council</footer>');
  });

  it('allows our three origins by CORS, and no other', async () => {
    const app = system.app();
    const ours = await request(app).get('/shared-modules/nav').set('Origin', 'http://localhost:8082').expect(200);
    expect(ours.headers['access-control-allow-origin']).toBe('http://localhost:8082');
    expect(ours.headers['access-control-allow-credentials']).toBe('true');
    const preflight = await request(app)
      .options('/shared-modules/footer')
      .set('Origin', 'http://localhost:8081')
      .expect(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:8081');
    const foreign = await request(app).get('/shared-modules/nav').set('Origin', 'https://fremd.example').expect(200);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('rejects an unknown site', async () => {
    const res = await request(system.app()).get('/shared-modules/nav?site=mars').expect(400);
    expect(res.body.error.code).toBe('INVALID_SITE');
  });

  it('answers 503 when the server build is not deployed', async () => {
    system.store.writeRegistry({ shell: 'aaaaaaaaaaaa' });
    const res = await request(system.app()).get('/shared-modules/footer').expect(503);
    expect(res.body.error.code).toBe('RENDERER_UNAVAILABLE');
  });
});
