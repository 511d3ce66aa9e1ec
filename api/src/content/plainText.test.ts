import { plainText } from './plainText';

describe('plainText', () => {
  it('lässt Text mit Zeilenumbrüchen, Umlauten und Vergleichszeichen, wie er ist', () => {
    const text = 'Der Betriebsrat hat mitzubestimmen:\n1. Arbeitszeit & Pausen;\n2. Urlaub, wenn a < b und c > d „so“.';
    expect(plainText(text)).toBe(text);
  });

  it('entfernt Tags, Attribute und den Inhalt von script und style', () => {
    expect(plainText('<p onclick="x()">Absatz <b>fett</b></p><script>alert(1)</script><style>p{}</style>')).toBe(
      'Absatz fett',
    );
    expect(plainText('<img src=x onerror=alert(1)>ok')).toBe('ok');
  });

  it('macht aus Entities Zeichen und lässt keinen maskierten Tag als Markup zurück', () => {
    expect(plainText('Gr&ouml;&szlig;e &amp; Ma&szlig;')).toBe('Größe & Maß');
    expect(plainText('&lt;script&gt;alert(1)&lt;/script&gt;Text')).toBe('Text');
    expect(plainText('&amp;lt;b&amp;gt;fett&amp;lt;/b&amp;gt;')).toBe('fett');
    expect(
      plainText('&amp;amp;amp;amp;amp;amp;amp;amp;amp;amp;lt;i&amp;amp;amp;amp;amp;amp;amp;amp;amp;amp;gt;'),
    ).not.toMatch(/[<>]/);
  });
});
