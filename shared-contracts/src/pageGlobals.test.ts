/** @jest-environment jsdom */
import type { PageGlobals } from './entities';
import { PAGE_GLOBALS_ELEMENT_ID, absoluteOnSite, readPageGlobals, serialisePageGlobals } from './pageGlobals';
import { SOCIAL_LINKS } from './site';

const globals: PageGlobals = {
  site: 'main',
  version: 1,
  navigation: [
    {
      id: 1,
      linkText: 'Seminare </script><script>alert(1)</script>',
      url: '/seminare',
      children: [],
      hiddenOnFrontend: '0',
    },
  ],
  user: { firstname: 'Zoë\u2028', impersonated: false },
  worksCouncilDomain: 'http://localhost:8082',
  mainDomain: 'http://localhost:8080',
  newerDomain: 'http://localhost:8081',
  socialLinks: SOCIAL_LINKS,
  showsContactLink: true,
  remotes: { mf_navigation: '/mf/mf_navigation/abc/remoteEntry.js' },
  serverRenderedMain: false,
  status: 200,
};

function page(content: string | null): Document {
  document.body.innerHTML = '';
  if (content !== null) {
    const script = document.createElement('script');
    script.id = PAGE_GLOBALS_ELEMENT_ID;
    script.type = 'application/json';
    script.textContent = content;
    document.body.appendChild(script);
  }
  return document;
}

describe('serialisePageGlobals', () => {
  it('escapes < so no </script> can close the element, and line separators', () => {
    const json = serialisePageGlobals(globals);
    expect(json).not.toContain('</script>');
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
    expect(json).toContain('\\u003c/script>');
  });

  it('round-trips through an HTML document', () => {
    const container = document.createElement('div');
    container.innerHTML = `<script id="${PAGE_GLOBALS_ELEMENT_ID}" type="application/json">${serialisePageGlobals(globals)}</script>`;
    expect(container.querySelectorAll('script')).toHaveLength(1);
    document.body.replaceChildren(container);
    expect(readPageGlobals(document)).toEqual(globals);
  });
});

describe('readPageGlobals', () => {
  it.each([
    ['no element', null],
    ['empty element', ''],
    ['garbage', '{nicht json'],
    ['JSON null', 'null'],
    ['JSON number', '42'],
    ['JSON array', '[1,2]'],
  ])('returns null for %s', (_name, content) => {
    expect(readPageGlobals(page(content))).toBeNull();
  });

  it('reads the globals from the default document', () => {
    page(serialisePageGlobals(globals));
    expect(readPageGlobals()).toEqual(globals);
  });
});

describe('absolute links for the chrome on another host', () => {
  it('keeps paths relative unless the globals ask for absolute links', () => {
    expect(absoluteOnSite(globals, '/seminare?x=1')).toBe('/seminare?x=1');
    expect(absoluteOnSite({ ...globals, absoluteLinks: false }, '/seminare')).toBe('/seminare');
  });

  it("writes a path on the site's own origin when asked", () => {
    const absolute = { ...globals, absoluteLinks: true };
    expect(absoluteOnSite(absolute, '/seminare?x=1#a')).toBe('http://localhost:8080/seminare?x=1#a');
    expect(absoluteOnSite({ ...absolute, site: 'works-council' }, '/news')).toBe('http://localhost:8082/news');
    expect(absoluteOnSite({ ...absolute, site: 'newer', newerDomain: 'https://neu.example.de/' }, '/')).toBe(
      'https://neu.example.de/',
    );
  });

  it('leaves absolute, protocol-relative and non-path links alone', () => {
    const absolute = { ...globals, absoluteLinks: true };
    for (const href of ['https://example.de/x', '//cdn.example.de/a.js', 'mailto:info@example.de', '#top']) {
      expect(absoluteOnSite(absolute, href)).toBe(href);
    }
  });
});
