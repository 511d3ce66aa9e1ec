/**
 * The demo articles of the promotional-material shop: flyers, posters, roll-ups and give-aways, each with a
 * drawn picture (a self-contained SVG, so the shop needs no asset files) and its own limit per order.
 */
import type { Insertable } from 'kysely';
import type { Db, PromoArticleTable } from '../db/types';
import { insertMissingPromoArticles } from '../repositories/promoArticles';

const RED = '#b3002d';
const INK = '#1f2933';

const svg = (body: string): string =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240">` +
      `<rect width="320" height="240" fill="#f3f4f6"/>${body}</svg>`,
  )}`;

const label = (text: string, x: number, y: number, size = 14, fill = '#fff') =>
  `<text x="${x}" y="${y}" fill="${fill}" font-family="sans-serif" font-size="${size}" font-weight="700" text-anchor="middle">${text}</text>`;

/** A sheet of paper (flyer, poster) with a coloured head band and lines of text. */
function sheet(width: number, height: number, colour: string, title: string): string {
  const x = 160 - width / 2;
  const y = 120 - height / 2;
  const lines = Array.from({ length: 4 }, (_, i) => {
    const ly = y + height * 0.5 + i * 12;
    return ly < y + height - 10
      ? `<rect x="${x + 12}" y="${ly}" width="${width - 24}" height="5" fill="#d1d5db"/>`
      : '';
  }).join('');
  return (
    `<rect x="${x + 6}" y="${y + 6}" width="${width}" height="${height}" fill="#d1d5db"/>` +
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#fff" stroke="#9ca3af"/>` +
    `<rect x="${x}" y="${y}" width="${width}" height="${height * 0.35}" fill="${colour}"/>` +
    label(title, 160, y + height * 0.22, width > 120 ? 16 : 12) +
    lines
  );
}

function rollup(colour: string, title: string): string {
  return (
    `<rect x="118" y="20" width="84" height="190" fill="#fff" stroke="#9ca3af"/>` +
    `<rect x="118" y="20" width="84" height="70" fill="${colour}"/>` +
    label(title, 160, 60, 12) +
    `<rect x="128" y="110" width="64" height="5" fill="#d1d5db"/><rect x="128" y="122" width="64" height="5" fill="#d1d5db"/>` +
    `<rect x="108" y="210" width="104" height="10" rx="3" fill="${INK}"/>`
  );
}

const SHAPES = {
  pen: `<rect x="60" y="112" width="200" height="16" rx="8" fill="${RED}" transform="rotate(-20 160 120)"/>${label('amb', 160, 125, 11)}`,
  mug: `<rect x="110" y="70" width="90" height="110" rx="8" fill="#fff" stroke="${INK}" stroke-width="3"/><path d="M200 95 h18 a18 18 0 0 1 0 40 h-18" fill="none" stroke="${INK}" stroke-width="6"/>${label('Mitbestimmen', 155, 130, 12, RED)}`,
  bag: `<path d="M95 90 h130 l10 120 h-150 z" fill="#e8dcc4" stroke="#8a6d3b" stroke-width="2"/><path d="M130 90 a30 30 0 0 1 60 0" fill="none" stroke="#8a6d3b" stroke-width="5"/>${label('Akademie für', 160, 150, 12, RED)}${label('Mitbestimmung', 160, 168, 12, RED)}`,
  notebook: `<rect x="105" y="45" width="110" height="150" rx="6" fill="${INK}"/><rect x="115" y="45" width="6" height="150" fill="${RED}"/>${label('Notizen', 165, 125, 13)}`,
  lanyard: `<path d="M120 20 L160 140 L200 20" fill="none" stroke="${RED}" stroke-width="10"/><rect x="125" y="140" width="70" height="80" rx="6" fill="#fff" stroke="${INK}" stroke-width="2"/>${label('BR', 160, 190, 20, INK)}`,
} as const;

type Seeded = Omit<Insertable<PromoArticleTable>, 'position'>;

const ARTICLES: Seeded[] = [
  {
    slug: 'flyer-seminarprogramm',
    name: 'Flyer „Seminarprogramm im Überblick“',
    category: 'flyer',
    description: 'Alle Rubriken und Grundlagenseminare auf einen Blick – zum Auslegen im Betriebsratsbüro.',
    format: 'DIN lang, 6 Seiten',
    maxPerOrder: 200,
    image: svg(sheet(90, 180, RED, 'Programm')),
    imageAlt: 'Schmaler Faltflyer mit rotem Kopf und dem Titel „Programm“',
  },
  {
    slug: 'flyer-schulungsanspruch',
    name: 'Flyer „Ihr Schulungsanspruch nach § 37 BetrVG“',
    category: 'flyer',
    description: 'Erklärt neuen Betriebsratsmitgliedern, welche Schulungen der Arbeitgeber bezahlt.',
    format: 'DIN A5, 4 Seiten',
    maxPerOrder: 200,
    image: svg(sheet(120, 170, '#004b87', '§ 37 BetrVG')),
    imageAlt: 'Flyer im Format A5 mit blauem Kopf und der Aufschrift „§ 37 BetrVG“',
  },
  {
    slug: 'flyer-sbv',
    name: 'Flyer „Die Schwerbehindertenvertretung“',
    category: 'flyer',
    description: 'Aufgaben und Rechte der SBV kurz erklärt – für die Belegschaft und neue Vertrauenspersonen.',
    format: 'DIN A5, 4 Seiten',
    maxPerOrder: 100,
    image: svg(sheet(120, 170, '#2e7d32', 'SBV')),
    imageAlt: 'Flyer im Format A5 mit grünem Kopf und der Aufschrift „SBV“',
  },
  {
    slug: 'plakat-betriebsratswahl',
    name: 'Plakat „Betriebsratswahl – Ihre Stimme zählt“',
    category: 'poster',
    description: 'Aufruf zur Betriebsratswahl mit freiem Feld für Termin und Wahllokal.',
    format: 'DIN A2',
    maxPerOrder: 20,
    image: svg(sheet(150, 200, RED, 'Wählen gehen!')),
    imageAlt: 'Großes Plakat mit rotem Kopf und dem Aufruf „Wählen gehen!“',
  },
  {
    slug: 'plakat-sprechstunde',
    name: 'Plakat „Sprechstunde des Betriebsrats“',
    category: 'poster',
    description: 'Zum Aushang am Schwarzen Brett, mit Feldern für Zeit, Raum und Ansprechperson.',
    format: 'DIN A3',
    maxPerOrder: 20,
    image: svg(sheet(140, 195, '#7a1f5c', 'Sprechstunde')),
    imageAlt: 'Plakat im Format A3 mit violettem Kopf und der Aufschrift „Sprechstunde“',
  },
  {
    slug: 'rollup-betriebsversammlung',
    name: 'Roll-up „Betriebsversammlung“',
    category: 'rollup',
    description: 'Aufsteller mit Kassette und Tragetasche für Betriebsversammlungen und Infostände.',
    format: '85 × 200 cm',
    maxPerOrder: 1,
    image: svg(rollup(RED, 'Betriebsrat')),
    imageAlt: 'Aufgestelltes Roll-up mit rotem Kopf und der Aufschrift „Betriebsrat“',
  },
  {
    slug: 'rollup-sbv',
    name: 'Roll-up „Wir sind Ihre SBV“',
    category: 'rollup',
    description: 'Aufsteller für Informationstage und Versammlungen der schwerbehinderten Menschen.',
    format: '85 × 200 cm',
    maxPerOrder: 1,
    image: svg(rollup('#2e7d32', 'Ihre SBV')),
    imageAlt: 'Aufgestelltes Roll-up mit grünem Kopf und der Aufschrift „Ihre SBV“',
  },
  {
    slug: 'kugelschreiber',
    name: 'Kugelschreiber mit Logo',
    category: 'giveaway',
    description: 'Blau schreibender Druckkugelschreiber in Markenrot – für Versammlungen und Sprechstunden.',
    format: 'Packung à 10 Stück',
    maxPerOrder: 20,
    image: svg(SHAPES.pen),
    imageAlt: 'Roter Kugelschreiber mit dem Aufdruck „amb“',
  },
  {
    slug: 'tasse-mitbestimmen',
    name: 'Tasse „Mitbestimmen“',
    category: 'giveaway',
    description: 'Weiße Porzellantasse, spülmaschinenfest, mit rotem Schriftzug.',
    format: '300 ml',
    maxPerOrder: 12,
    image: svg(SHAPES.mug),
    imageAlt: 'Weiße Tasse mit dem roten Schriftzug „Mitbestimmen“',
  },
  {
    slug: 'baumwolltasche',
    name: 'Baumwolltasche',
    category: 'giveaway',
    description: 'Naturfarbene Tasche aus Bio-Baumwolle mit langen Henkeln.',
    format: '38 × 42 cm',
    maxPerOrder: 25,
    image: svg(SHAPES.bag),
    imageAlt: 'Naturfarbene Stofftasche mit dem Aufdruck „Akademie für Mitbestimmung“',
  },
  {
    slug: 'notizbuch',
    name: 'Notizbuch DIN A5',
    category: 'giveaway',
    description: 'Dunkelblaues Notizbuch mit Gummiband, 96 linierte Seiten – für Sitzungsnotizen.',
    format: 'DIN A5',
    maxPerOrder: 25,
    image: svg(SHAPES.notebook),
    imageAlt: 'Dunkles Notizbuch mit rotem Gummiband und der Aufschrift „Notizen“',
  },
  {
    slug: 'schluesselband',
    name: 'Schlüsselband mit Namensschild',
    category: 'giveaway',
    description: 'Rotes Schlüsselband mit Kartenhülle – damit die Belegschaft ihren Betriebsrat erkennt.',
    format: 'Packung à 5 Stück',
    maxPerOrder: 10,
    image: svg(SHAPES.lanyard),
    imageAlt: 'Rotes Schlüsselband mit einem Namensschild „BR“',
  },
];

/** Inserts the demo articles that are missing (a later start adds new ones, changes nothing else). */
export function seedPromoArticles(db: Db): Promise<number> {
  return insertMissingPromoArticles(
    db,
    ARTICLES.map((article, index) => ({ ...article, position: index + 1 })),
  );
}

export const PROMO_ARTICLE_COUNT = ARTICLES.length;
