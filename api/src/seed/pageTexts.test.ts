import { EVENT_MANAGERS, initialsPortrait } from './pageTexts';

describe('contact persons of the demo data', () => {
  it('each has a picture the site needs not serve: an SVG data URL with their initials', () => {
    for (const manager of EVENT_MANAGERS) {
      expect(manager.photoUrl).toMatch(/^data:image\/svg\+xml,/);
      expect(manager.photoUrl).toBe(initialsPortrait(manager.name));
    }
    const svg = decodeURIComponent(initialsPortrait('Katrin Neumann').slice('data:image/svg+xml,'.length));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg".*>KN<\/text><\/svg>$/);
  });
});
