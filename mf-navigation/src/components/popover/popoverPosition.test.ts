import { needsReposition, popoverPlacement, popoverWidth } from './popoverPosition';

describe('pop-over widths (SPEC §9)', () => {
  it.each([
    ['cart', false, 360],
    ['wishlist', true, 360],
    ['user', true, 357],
    ['user', false, 326],
    ['worksCouncilSite', false, 280],
    ['seminarSite', true, 280],
  ] as const)('%s (logged in: %s) is %i px wide', (menu, loggedIn, width) => {
    expect(popoverWidth(menu, loggedIn)).toBe(width);
  });
});

describe('pop-over placement (SPEC §9)', () => {
  it('sits 80 px down above 768 px, else 56 px (64 px logged in)', () => {
    const at = (viewportWidth: number, loggedIn: boolean) =>
      popoverPlacement({ menu: 'cart', loggedIn, viewportWidth, anchorRight: viewportWidth - 100 }).top;
    expect(at(769, false)).toBe(80);
    expect(at(768, false)).toBe(56);
    expect(at(768, true)).toBe(64);
    expect(at(375, false)).toBe(56);
  });

  it('ends under its trigger, at least 24 px from the left and the right', () => {
    expect(popoverPlacement({ menu: 'cart', loggedIn: false, viewportWidth: 1440, anchorRight: 1300 })).toEqual({
      top: 80,
      left: 940,
      width: 360,
    });
    expect(popoverPlacement({ menu: 'cart', loggedIn: false, viewportWidth: 1440, anchorRight: 200 }).left).toBe(24);
    expect(popoverPlacement({ menu: 'cart', loggedIn: false, viewportWidth: 1440, anchorRight: 1440 }).left).toBe(
      1440 - 360 - 24,
    );
  });

  it('below width + 150 px takes the window minus 48 px; the user pop-over the whole width from 0', () => {
    // 360 + 150 = 510: 509 px is narrower.
    expect(popoverPlacement({ menu: 'cart', loggedIn: false, viewportWidth: 509, anchorRight: 480 })).toEqual({
      top: 56,
      left: 24,
      width: 461,
    });
    expect(popoverPlacement({ menu: 'cart', loggedIn: false, viewportWidth: 510, anchorRight: 480 }).width).toBe(360);
    expect(popoverPlacement({ menu: 'user', loggedIn: false, viewportWidth: 375, anchorRight: 360 })).toEqual({
      top: 56,
      left: 0,
      width: 375,
    });
    // 326 + 150 = 476 logged out, 357 + 150 = 507 logged in.
    expect(popoverPlacement({ menu: 'user', loggedIn: false, viewportWidth: 476, anchorRight: 460 }).width).toBe(326);
    expect(popoverPlacement({ menu: 'user', loggedIn: true, viewportWidth: 506, anchorRight: 460 }).width).toBe(506);
  });

  it('is placed again only when the width changed by more than 20 %', () => {
    expect(needsReposition(1000, 1200)).toBe(false);
    expect(needsReposition(1000, 800)).toBe(false);
    expect(needsReposition(1000, 1201)).toBe(true);
    expect(needsReposition(1000, 799)).toBe(true);
  });
});
