import { MESSAGES, PAGE_ROUTES } from '@amb/shared-contracts/core';
import { testPageGlobals } from '@amb/shared-contracts/testing';
import { mockFetch } from '@amb/remote-kit/testing';
import { render } from './server';

describe('server build of mf_conferences', () => {
  it('answers a conference route it has no page for yet with 404 and the one not-found page', async () => {
    mockFetch({});
    const result = await render({
      url: PAGE_ROUTES.conference.path.replace(':slug', 'betriebsraetetag'),
      site: 'main',
      globals: testPageGlobals(),
      apiBaseUrl: 'http://api.test',
    });
    expect(result.status).toBe(404);
    expect(result.head.title).toBe(MESSAGES.pageNotFoundTitle);
    expect(result.html).toContain('data-boundary="mf_conferences"');
    expect(result.html).toContain(MESSAGES.pageNotFoundTitle);
  });
});
