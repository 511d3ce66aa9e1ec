import { countWords, parseBlocks } from './blocks';

describe('content blocks', () => {
  it('keeps headings, paragraphs and lists as text', () => {
    const blocks = [
      { type: 'heading', text: 'Fristen' },
      { type: 'paragraph', text: '<script>alert(1)</script> bleibt Text' },
      { type: 'list', items: ['eins', 'zwei'] },
    ];
    expect(parseBlocks(JSON.stringify(blocks))).toEqual(blocks);
  });

  it('leaves out what is not one of the three shapes, and a body that is no JSON list', () => {
    const stored = JSON.stringify([
      { type: 'html', html: '<b>x</b>' },
      { type: 'paragraph', text: '' },
      { type: 'list', items: [] },
      { type: 'list', items: ['a', 3] },
      { type: 'paragraph', text: 'bleibt', extra: '<i>' },
      'Text',
    ]);
    expect(parseBlocks(stored)).toEqual([{ type: 'paragraph', text: 'bleibt' }]);
    expect(parseBlocks('{"type":"paragraph"}')).toEqual([]);
    expect(parseBlocks('kein JSON')).toEqual([]);
  });

  it('counts the words of title, teaser and blocks', () => {
    expect(countWords('Zwei Worte', 'ein  Teaser ', [{ type: 'list', items: ['a b', 'c'] }])).toBe(7);
  });
});
