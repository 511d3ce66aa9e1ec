import { SERVER_ONLY_PREFIXES, ownerOfPath } from './ownership';

describe('ownerOfPath', () => {
  it.each([
    ['/', 'mf_catalogue'],
    ['', 'mf_catalogue'],
    ['/seminare', 'mf_catalogue'],
    ['/seminare/', 'mf_catalogue'],
    ['/seminare/t/br-1', 'mf_catalogue'],
    ['/seminare/t/br-1/termine', 'mf_catalogue'],
    ['/seminare/p/42', 'mf_catalogue'],
    ['/standorte/berlin-3', 'mf_catalogue'],
    ['/suche', 'mf_catalogue'],
    ['/seminare/warenkorb', 'mf_cart'],
    ['/seminare/warenkorb/', 'mf_cart'],
    ['/seminare/warenkorb/checkout', 'mf_cart'],
    ['/seminare/warenkorb/kostenrechner/7', 'mf_cart'],
    ['/wishlist/list', 'mf_cart'],
    ['/meinamb/merkliste', 'mf_cart'],
    ['/meinamb/merkliste/', 'mf_cart'],
    ['/meinamb/einstellungen', 'mf_account'],
    ['/meinamb/gremium-mitglieder', 'mf_account'],
    ['/kundenportal/login/max%40example.de', 'mf_account'],
    ['/registrierung', 'mf_account'],
    ['/service/kontakt', 'mf_account'],
    ['/fachartikel/kuendigung/7', 'mf_content'],
    ['/betriebsratslexikon/br/betriebsrat', 'mf_content'],
    ['/service/amb-app/download', 'mf_content'],
    ['/fachtagung/x', 'mf_conferences'],
    ['/fachtagung/x/buchung', 'mf_conferences'],
    ['/fachtagung', 'mf_conferences'],
    ['/unbekannt', null],
    ['/seminarex', null],
    ['/seminare/unbekannt', null],
    ['/meinambx', null],
    ['/registrierung/extra', null],
  ])('%p -> %p', (path, owner) => {
    expect(ownerOfPath(path)).toBe(owner);
  });

  it('keeps the bff-only prefixes in one list', () => {
    expect(SERVER_ONLY_PREFIXES).toEqual(
      expect.arrayContaining(['/remotes.json', '/mf', '/healthz', '/shared-modules']),
    );
  });
});
