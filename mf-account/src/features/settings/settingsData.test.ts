import { BR_FUNCTIONS, MEMBERSHIPS, countriesOf, settingsOf } from './settingsData';

describe('settingsOf', () => {
  it('liest die Antwort der api mit Optionen', () => {
    const settings = settingsOf({
      personalData: { salutation: 'Herr', firstname: 'Jonas', city: 'Essen', unknown: 'x' },
      advertisingOptIn: true,
      marketingPreferences: { newsletter: true, events: 'ja', magazine: false },
      hotelPreferences: { singleRoom: false, nonSmoking: true, barrierFree: false, note: 'ruhig' },
      brFunctions: ['JAV'],
      country: 'Schweiz',
      memberships: ['EVG'],
      options: { brFunctions: ['JAV', 'Ersatzmitglied'], memberships: ['EVG', 'keine'] },
    });
    expect(settings.personal).toMatchObject({ salutation: 'Herr', firstname: 'Jonas', city: 'Essen', lastname: '' });
    expect(settings.personal).not.toHaveProperty('unknown');
    expect(settings.marketing).toEqual({ advertisingOptIn: true, newsletter: true, events: false, magazine: false });
    expect(settings.hotel).toEqual({ singleRoom: false, nonSmoking: true, barrierFree: false, note: 'ruhig' });
    expect(settings.brFunctions).toEqual(['JAV']);
    expect(settings.brFunctionOptions).toEqual(['JAV', 'Ersatzmitglied']);
    expect(settings.country).toBe('Schweiz');
    expect(settings.membershipOptions).toEqual(['EVG', 'keine']);
  });

  it('fällt bei fehlenden Teilen auf leere Werte und die festen Listen zurück', () => {
    const settings = settingsOf(null);
    expect(settings.country).toBe('');
    expect(settings.brFunctions).toEqual([]);
    expect(settings.brFunctionOptions).toEqual(BR_FUNCTIONS);
    expect(settings.membershipOptions).toEqual(MEMBERSHIPS);
    expect(settings.hotel.note).toBe('');
  });
});

describe('countriesOf', () => {
  it('nimmt Namen oder Objekte mit Namen', () => {
    expect(countriesOf(['Deutschland', 'Polen'])).toEqual(['Deutschland', 'Polen']);
    expect(countriesOf([{ name: 'Belgien' }])).toEqual(['Belgien']);
    expect(countriesOf(undefined)).toEqual(['Deutschland', 'Österreich', 'Schweiz']);
  });
});
