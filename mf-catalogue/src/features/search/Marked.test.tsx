import { render } from '@testing-library/react';
import { Marked } from './Marked';

const html = (text: string, ranges: Array<{ start: number; end: number }>) =>
  render(
    <p>
      <Marked text={text} ranges={ranges} />
    </p>,
  ).container.innerHTML;

describe('Marked', () => {
  it('marks the ranges', () => {
    expect(
      html('Kündigungen im Betrieb', [
        { start: 15, end: 22 },
        { start: 0, end: 11 },
      ]),
    ).toBe('<p><mark>Kündigungen</mark> im <mark>Betrieb</mark></p>');
  });

  it('merges overlaps and clips ranges past the end', () => {
    expect(
      html('Betriebsrat', [
        { start: 0, end: 8 },
        { start: 4, end: 40 },
      ]),
    ).toBe('<p><mark>Betriebs</mark><mark>rat</mark></p>');
    expect(html('Wahl', [{ start: 9, end: 12 }])).toBe('<p>Wahl</p>');
  });

  it('keeps markup in the text as text', () => {
    expect(html('<b>Wahl</b>', [{ start: 3, end: 7 }])).toBe('<p>&lt;b&gt;<mark>Wahl</mark>&lt;/b&gt;</p>');
  });
});
