import { forumExcerpt, forumHtml, storedForumText } from './markdown';

const rendered = (source: string) => forumHtml(storedForumText(source));

describe('the forum Markdown subset', () => {
  it.each([
    ['**fett** und *kursiv*', '<p><strong>fett</strong> und <em>kursiv</em></p>'],
    ['Zeile eins\nZeile zwei', '<p>Zeile eins<br />\nZeile zwei</p>'],
    ['- eins\n- zwei', '<ul>\n<li>eins</li>\n<li>zwei</li>\n</ul>'],
    ['3. drei\n4. vier', '<ol start="3">\n<li>drei</li>\n<li>vier</li>\n</ol>'],
    ['> Zitat\n\nAntwort', '<blockquote>\n<p>Zitat</p>\n</blockquote>\n<p>Antwort</p>'],
    ['`§ 37 Abs. 6`', '<p><code>§ 37 Abs. 6</code></p>'],
    [
      '[BAG](https://www.bundesarbeitsgericht.de)',
      '<p><a href="https://www.bundesarbeitsgericht.de" rel="nofollow ugc noopener noreferrer">BAG</a></p>',
    ],
    [
      'siehe https://www.gesetze-im-internet.de/betrvg/',
      '<p>siehe <a href="https://www.gesetze-im-internet.de/betrvg/" rel="nofollow ugc noopener noreferrer">https://www.gesetze-im-internet.de/betrvg/</a></p>',
    ],
    // Outside the subset: shown as typed.
    ['# Überschrift', '<p># Überschrift</p>'],
    [
      '![Bild](https://example.de/b.png)',
      '<p>!<a href="https://example.de/b.png" rel="nofollow ugc noopener noreferrer">Bild</a></p>',
    ],
    ['a < b und c > d', '<p>a &lt; b und c &gt; d</p>'],
  ])('%j -> %s', (source, html) => {
    expect(rendered(source)).toBe(html);
  });
});

/** Payloads of the OWASP XSS filter evasion cheat sheet and friends: none may leave markup or a script URL. */
const XSS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">klick</a>',
  '[klick](javascript:alert(1))',
  '[klick](JaVaScRiPt:alert(1))',
  '[klick](java\tscript:alert(1))',
  '[klick](&#106;avascript:alert(1))',
  '[klick](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[klick](vbscript:msgbox(1))',
  '[klick](//evil.example/x)',
  '[klick](https://ok.de" onmouseover="alert(1))',
  '<<script>script>alert(1)<</script>/script>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '&amp;lt;img src=x onerror=alert(1)&amp;gt;',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<a href="https://ok.de" onclick="alert(1)">x</a>',
  '`<img src=x onerror=alert(1)>`',
  '> <img src=x onerror=alert(1)>',
  '**<svg onload=alert(1)>**',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<style>@import "javascript:alert(1)";</style>',
];

const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'blockquote', 'a', 'code'];

/**
 * Every real tag of the HTML (text is escaped, so each "<" opens one) is of the subset, with no attribute but
 * href (http, https or mailto), rel and start.
 */
function expectOnlySubset(html: string) {
  for (const [, name, attributes] of html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
    expect(ALLOWED_TAGS).toContain(name!.toLowerCase());
    for (const [, attribute, value] of attributes!.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)) {
      expect(['href', 'rel', 'start']).toContain(attribute);
      if (attribute === 'href') expect(value).toMatch(/^(?:https?:\/\/[^/]|mailto:)/);
    }
  }
  expect(html.replace(/<[^>]*>/g, '')).not.toMatch(/[<>]/);
}

describe('the sanitiser holds against XSS payloads', () => {
  it.each(XSS)('%s', (payload) => {
    const stored = storedForumText(payload);
    expect(stored).not.toMatch(/<\s*[a-z!/]/i);
    expectOnlySubset(forumHtml(stored));
    // Whatever the raw source holds, rendering it directly is just as safe.
    expectOnlySubset(forumHtml(payload));
  });
});

describe('storedForumText and forumExcerpt', () => {
  it('stores no markup, keeps the lines', () => {
    expect(storedForumText('Hallo <b>Welt</b>\r\n\r\n\r\n\r\nZweite   \nZeile')).toBe('Hallo Welt\n\nZweite\nZeile');
  });

  it('an excerpt is plain text without the quoted lines', () => {
    expect(forumExcerpt('> Alte Frage\n\n**Neue** Antwort mit [Link](https://a.de)')).toBe('Neue Antwort mit Link');
    expect(forumExcerpt('Wort '.repeat(100), 30)).toBe('Wort Wort Wort Wort Wort Wort …');
  });
});
