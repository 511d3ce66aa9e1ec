/** Locations (German cities) and conference hotels of the demo data. */

export interface LocationSeed {
  name: string;
  state: string;
  hotels: Array<[name: string, street: string, postalCode: string, stars: number]>;
}

/** Alphabetical, so ids follow the German sort order. */
export const LOCATIONS: LocationSeed[] = [
  {
    name: 'Berlin',
    state: 'Berlin',
    hotels: [
      ['Tagungshotel am Müggelsee', 'Müggelheimer Damm 145', '12559', 4],
      ['Hotel Spreebogen', 'Alt-Moabit 99', '10559', 4],
      ['Seminarhotel Wannsee', 'Am Großen Wannsee 28', '14109', 3],
    ],
  },
  { name: 'Bremen', state: 'Bremen', hotels: [['Hotel Weserufer', 'Am Deich 12', '28199', 4]] },
  {
    name: 'Dresden',
    state: 'Sachsen',
    hotels: [
      ['Hotel Elbterrassen', 'Königsufer 2', '01097', 4],
      ['Tagungszentrum Blasewitz', 'Loschwitzer Straße 30', '01309', 3],
    ],
  },
  {
    name: 'Düsseldorf',
    state: 'Nordrhein-Westfalen',
    hotels: [['Rheinhotel Düsseldorf', 'Rheinallee 80', '40545', 4]],
  },
  { name: 'Erfurt', state: 'Thüringen', hotels: [['Hotel am Domplatz', 'Domplatz 15', '99084', 3]] },
  {
    name: 'Frankfurt am Main',
    state: 'Hessen',
    hotels: [
      ['Mainhotel Frankfurt', 'Mainkai 21', '60311', 4],
      ['Tagungshotel Niederrad', 'Lyoner Straße 44', '60528', 3],
    ],
  },
  {
    name: 'Freiburg im Breisgau',
    state: 'Baden-Württemberg',
    hotels: [['Schwarzwaldhotel Freiburg', 'Schwarzwaldstraße 150', '79117', 4]],
  },
  {
    name: 'Hamburg',
    state: 'Hamburg',
    hotels: [
      ['Hotel Alsterblick', 'An der Alster 40', '20099', 5],
      ['Tagungshotel Hafencity', 'Am Sandtorkai 52', '20457', 4],
      ['Hotel Elbchaussee', 'Elbchaussee 210', '22605', 3],
    ],
  },
  { name: 'Hannover', state: 'Niedersachsen', hotels: [['Hotel am Maschsee', 'Arthur-Menge-Ufer 3', '30169', 4]] },
  {
    name: 'Köln',
    state: 'Nordrhein-Westfalen',
    hotels: [
      ['Domhotel am Rhein', 'Frankenwerft 19', '50667', 4],
      ['Tagungshotel Köln-Deutz', 'Deutz-Mülheimer Straße 40', '50679', 3],
    ],
  },
  {
    name: 'Leipzig',
    state: 'Sachsen',
    hotels: [
      ['Hotel am Auensee', 'Gustav-Esche-Straße 5', '04159', 4],
      ['Seminarhotel Leipzig-Mitte', 'Goethestraße 8', '04109', 3],
    ],
  },
  {
    name: 'München',
    state: 'Bayern',
    hotels: [
      ['Hotel Isarauen', 'Zenneckstraße 10', '81541', 4],
      ['Tagungshotel Schwabing', 'Leopoldstraße 130', '80804', 4],
      ['Hotel am Olympiapark', 'Helene-Mayer-Ring 4', '80809', 3],
    ],
  },
  { name: 'Münster', state: 'Nordrhein-Westfalen', hotels: [['Hotel am Aasee', 'Annette-Allee 28', '48149', 4]] },
  { name: 'Nürnberg', state: 'Bayern', hotels: [['Hotel an der Kaiserburg', 'Burgstraße 8', '90403', 3]] },
  { name: 'Potsdam', state: 'Brandenburg', hotels: [['Hotel Havelufer', 'Zeppelinstraße 136', '14471', 4]] },
  { name: 'Rostock', state: 'Mecklenburg-Vorpommern', hotels: [['Hotel Warnowblick', 'Am Strande 3', '18055', 4]] },
  {
    name: 'Stuttgart',
    state: 'Baden-Württemberg',
    hotels: [
      ['Hotel am Killesberg', 'Am Kochenhof 60', '70192', 4],
      ['Tagungshotel Vaihingen', 'Hauptstraße 26', '70563', 3],
    ],
  },
];

/** The pseudo hotel of online seminars (SPEC §9: 522 and -1 mean no physical venue). */
export const ONLINE_HOTEL = { hotelId: 522, name: 'Online-Seminar' } as const;
export const NO_VENUE_HOTEL_ID = -1;
export const FIRST_HOTEL_ID = 101;
