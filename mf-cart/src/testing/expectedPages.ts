/** A path this remote owns that is no route of the route table: the App shows the not-found page. */
export const PATH_WITHOUT_PAGE = '/seminare/warenkorb/unbekannt';
