import { fireEvent, render } from '@testing-library/react';
import { FLYOUT_V1 } from '@amb/shared-contracts/core';
import { MENU_TREE } from '../../testing/menuTree';
import { FlyoutPanel } from './FlyoutPanel';
import { flyoutV1Box } from './flyoutV1Box';

const setWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });

describe('flyoutV1Box (SPEC §9)', () => {
  it('starts 30 px right of the left block', () => {
    expect(FLYOUT_V1.offsetLeftPx).toBe(30);
    expect(flyoutV1Box(1440, 250)).toEqual({ left: 280, width: 1160 });
  });

  it('keeps at least 50vw: the offset gives way on a narrow window', () => {
    expect(flyoutV1Box(1200, 600)).toEqual({ left: 600, width: 600 });
    expect(flyoutV1Box(1200, 571)).toEqual({ left: 600, width: 600 });
    expect(flyoutV1Box(1200, 569)).toEqual({ left: 599, width: 601 });
  });
});

describe('a version-1 flyout follows the window', () => {
  function renderWithLogo(version: 1 | 2) {
    return render(
      <div className="nav-header">
        <a className="nav-logo" href="/">
          Logo
        </a>
        <FlyoutPanel item={MENU_TREE[0]!} version={version} open closing={false} onClose={() => undefined} />
      </div>,
    );
  }

  beforeEach(() => {
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ right: 250 } as DOMRect);
  });
  afterEach(() => jest.restoreAllMocks());

  it('sets its box on opening and again on every resize', () => {
    setWidth(1440);
    const { container } = renderWithLogo(1);
    const panel = container.querySelector('.nav-flyout') as HTMLElement;
    expect(panel.style.getPropertyValue('--nav-flyout-left')).toBe('280px');
    expect(panel.style.getPropertyValue('--nav-flyout-width')).toBe('1160px');
    setWidth(1300);
    fireEvent(window, new Event('resize'));
    expect(panel.style.getPropertyValue('--nav-flyout-width')).toBe('1020px');
  });

  it('version 2 is not sized by the window', () => {
    setWidth(1440);
    const { container } = renderWithLogo(2);
    expect((container.querySelector('.nav-flyout') as HTMLElement).style.getPropertyValue('--nav-flyout-left')).toBe(
      '',
    );
  });
});
