import type { LexiconPageEntryResponse, LexiconPageIndexResponse } from '@amb/shared-contracts/content';
import { json, type MockRoute } from '@amb/remote-kit/testing';

/** The SBV A–Z as the api answers it. */
export const SBV_INDEX: LexiconPageIndexResponse = {
  audience: 'sbv',
  letters: [
    {
      letter: 'B',
      entries: [
        {
          slug: 'betriebliches-eingliederungsmanagement',
          title: 'Betriebliches Eingliederungsmanagement (BEM)',
          url: '/betriebsratslexikon/sbv/betriebliches-eingliederungsmanagement',
        },
      ],
    },
    {
      letter: 'S',
      entries: [
        {
          slug: 'schwerbehindertenvertretung',
          title: 'Schwerbehindertenvertretung',
          url: '/betriebsratslexikon/sbv/schwerbehindertenvertretung',
        },
      ],
    },
  ],
};

export const SBV_ENTRY: LexiconPageEntryResponse = {
  audience: 'sbv',
  slug: 'schwerbehindertenvertretung',
  title: 'Schwerbehindertenvertretung',
  letter: 'S',
  url: '/betriebsratslexikon/sbv/schwerbehindertenvertretung',
  definition: [
    {
      type: 'paragraph',
      text: 'In Betrieben, in denen wenigstens fünf schwerbehinderte Menschen beschäftigt sind, wird eine Vertrauensperson gewählt (§ 177 Abs. 1 SGB IX).',
    },
    { type: 'paragraph', text: '<b>Fett</b> bleibt Text' },
  ],
  citations: [{ text: '§ 177 Abs. 1 SGB IX', url: '/gesetze/sgb-ix#p177' }],
  tags: [{ name: 'Inklusion', slug: 'inklusion' }],
  relatedEntries: [
    {
      slug: 'vertrauensperson',
      title: 'Vertrauensperson',
      url: '/betriebsratslexikon/sbv/vertrauensperson',
    },
  ],
  relatedSeminars: [{ themeId: 4, title: 'SBV kompakt', subtitle: 'Grundlagen', url: '/seminare/t/sbv-kompakt' }],
};

/** The api with that index and entry; everything else is its 404. */
export const LEXICON_ROUTES: Record<string, MockRoute> = {
  '/api/lexicon/sbv': () => json(SBV_INDEX),
  '/api/lexicon/sbv/schwerbehindertenvertretung': () => json(SBV_ENTRY),
};
