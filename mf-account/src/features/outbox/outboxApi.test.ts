import type { OutboxMail } from '@amb/shared-contracts/core';
import { linkify, newestFirst } from './outboxApi';

describe('linkify', () => {
  it('splits text and http(s) links, keeping every character of the text', () => {
    const text = 'Link: https://a.example/x?y=1&z=2#f\nund http://b.example/.';
    const parts = linkify(text);
    expect(parts).toEqual([
      { type: 'text', text: 'Link: ' },
      { type: 'link', href: 'https://a.example/x?y=1&z=2#f' },
      { type: 'text', text: '\nund ' },
      { type: 'link', href: 'http://b.example/' },
      { type: 'text', text: '.' },
    ]);
    expect(parts.map((p) => (p.type === 'link' ? p.href : p.text)).join('')).toBe(text);
  });

  it('a link at the very start or end, or in brackets', () => {
    expect(linkify('https://x.example')).toEqual([{ type: 'link', href: 'https://x.example' }]);
    expect(linkify('(siehe https://x.example/a)')).toEqual([
      { type: 'text', text: '(siehe ' },
      { type: 'link', href: 'https://x.example/a' },
      { type: 'text', text: ')' },
    ]);
  });

  it('never turns other schemes into links', () => {
    expect(linkify('javascript:alert(1) mailto:a@b.de ftp://x.example')).toEqual([
      { type: 'text', text: 'javascript:alert(1) mailto:a@b.de ftp://x.example' },
    ]);
    expect(linkify('')).toEqual([]);
  });
});

describe('newestFirst', () => {
  const mail = (mailId: number, createdAt: string, sentAt: string | null = null): OutboxMail => ({
    mailId,
    recipient: 'a@example.de',
    subject: `Mail ${mailId}`,
    bodyText: 'Text',
    createdAt,
    sentAt,
  });

  it('sorts newest first, equal times by id', () => {
    const mails = newestFirst([
      mail(1, '2026-01-01T10:00:00.000Z', null),
      mail(3, '2026-01-02T10:00:00.000Z', '2026-01-02T10:00:01.000Z'),
      mail(2, '2026-01-01T10:00:00.000Z'),
    ]);
    expect(mails.map((m) => [m.mailId, m.sentAt])).toEqual([
      [3, '2026-01-02T10:00:01.000Z'],
      [2, null],
      [1, null],
    ]);
  });
});
