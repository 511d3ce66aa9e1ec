/**
 * Known open-redirect bypass forms and the legitimate targets that must keep working, as one table:
 * shared-contracts, every api route that takes a redirect and mf-account's browser code all run it.
 */
export interface RedirectCaseOrigins {
  main: string;
  newer: string;
  worksCouncil: string;
}

export interface RedirectCases {
  /** Values that must come back as the default target (/kundenportal/meinamb). */
  refused: string[];
  /** [value, normalised target] pairs that must be kept. */
  accepted: Array<[string, string]>;
}

/** Inputs a JSON body may carry instead of a string: all refused. */
export const REDIRECT_NON_STRINGS: unknown[] = [undefined, null, 42, true, ['/seminare'], { url: '/seminare' }];

/** The table for a deployment whose three site origins are `origins`. */
export function redirectCases(origins: RedirectCaseOrigins): RedirectCases {
  const main = new URL(origins.main);
  const host = main.host;
  const otherScheme = main.protocol === 'https:' ? 'http:' : 'https:';
  const refused = [
    // protocol-relative and backslash forms
    '//evil.example',
    '///evil.example',
    '////evil.example/seminare',
    '/\\evil.example',
    '\\/evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    // dot segments that normalise into `//host`
    '/..//evil.example',
    '/.//evil.example',
    '/%2e%2e//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/.%2e//evil.example',
    '/a/..//evil.example',
    '/a/b/../..//evil.example',
    '/x/%2e%2e/%2e%2e//evil.example',
    '/seminare/..//evil.example/kundenportal',
    // characters the URL parser strips or that split headers
    '/\t/evil.example',
    '\t//evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/seminare\r\nLocation: http://evil.example',
    '/\u0000/evil.example',
    ' //evil.example',
    '/seminare ',
    'java\tscript:alert(1)',
    '\u200e//evil.example',
    // absolute URLs elsewhere, missing slashes, other schemes
    'https://evil.example',
    'http://evil.example/kundenportal/meinamb',
    'HTTPS://EVIL.EXAMPLE',
    'https:evil.example',
    'https:/evil.example',
    'http:\\\\evil.example',
    `${otherScheme}//${host}/`,
    `${main.protocol}//${main.hostname}:1/`,
    `${origins.main}.evil.example/`,
    `${main.protocol}//${host}\uff0f.evil.example/`,
    `${main.protocol}//evil\u3002example`,
    '//\u3002evil.example',
    // user info, fragments and queries that hide the real host
    `${origins.main}@evil.example`,
    `${main.protocol}//evil.example#@${host}`,
    `${main.protocol}//evil.example?@${host}`,
    `${main.protocol}//evil.example\\@${host}`,
    `${main.protocol}//${host}%2F@evil.example`,
    `${main.protocol}//user:secret@${host}/kundenportal/meinamb`,
    `${main.protocol}//user@${host}/`,
    // script and data schemes, any case
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'javascript://%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://evil.example/',
    // unicode slashes and encoded slashes without a leading '/'
    '\u2215\u2215evil.example',
    '\uff0f\uff0fevil.example',
    '%2F%2Fevil.example',
    '%2f%2fevil.example',
    // not a path of ours at all
    'evil.example',
    'seminare',
    './seminare',
    '?redirect=x',
    '',
    `/${'a'.repeat(2000)}`,
  ];
  const accepted: Array<[string, string]> = [
    ['/seminare', '/seminare'],
    ['/seminare?x=1#y', '/seminare?x=1#y'],
    ['/kundenportal/meinamb', '/kundenportal/meinamb'],
    ['/seminare/t/br-1?rubrik=recht&ort=Berlin#termine', '/seminare/t/br-1?rubrik=recht&ort=Berlin#termine'],
    ['/seminare/warenkorb', '/seminare/warenkorb'],
    ['/a/../seminare', '/seminare'],
    // encoded slashes stay inside the path: still a page of this site
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/\u2215evil.example', '/%E2%88%95evil.example'],
    [`${origins.main}/kundenportal/meinamb`, `${origins.main}/kundenportal/meinamb`],
    [`${origins.newer}/`, `${origins.newer}/`],
    [origins.worksCouncil, `${origins.worksCouncil}/`],
    [`${origins.worksCouncil}/seminare?x=1#y`, `${origins.worksCouncil}/seminare?x=1#y`],
  ];
  return { refused, accepted };
}
