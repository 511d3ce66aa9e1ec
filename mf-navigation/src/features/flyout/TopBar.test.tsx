import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NAVIGATION } from '../../testing/globals';
import { flyoutReducer, initialFlyoutState } from './flyoutReducer';
import { TopBar } from './TopBar';

describe('flyoutReducer', () => {
  it.each([
    [null, { type: 'toggle', id: 1 }, 1],
    [1, { type: 'toggle', id: 1 }, null],
    [1, { type: 'toggle', id: 2 }, 2],
    [2, { type: 'close' }, null],
    [null, { type: 'close' }, null],
  ] as const)('from %s with %j to %s', (openId, action, expected) => {
    expect(flyoutReducer({ openId }, action).openId).toBe(expected);
  });

  it('starts closed', () => {
    expect(initialFlyoutState.openId).toBeNull();
  });
});

describe('TopBar flyouts', () => {
  it('opens on click, lists the children as links and closes on a second click', async () => {
    const user = userEvent.setup();
    render(<TopBar items={NAVIGATION} />);
    const trigger = screen.getByRole('button', { name: 'Seminare' });
    expect(screen.queryByRole('region', { name: 'Seminare' })).not.toBeInTheDocument();

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Seminare' });
    // The panel follows its trigger in the DOM, so Tab moves from the trigger into it.
    expect(trigger.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rubriken' })).toHaveAttribute('href', '/seminare/rubrik');
    expect(screen.getByRole('link', { name: 'Arbeitsrecht' })).toHaveAttribute('href', '/seminare/r/arbeitsrecht');
    expect(screen.getByText('Das ganze Programm')).toBeInTheDocument();

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Seminare' })).not.toBeInTheDocument();
  });

  it('keeps one flyout open at a time', async () => {
    const user = userEvent.setup();
    render(<TopBar items={NAVIGATION} />);
    await user.click(screen.getByRole('button', { name: 'Seminare' }));
    await user.click(screen.getByRole('button', { name: 'Fachtagungen' }));
    expect(screen.getByRole('button', { name: 'Seminare' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Fachtagungen' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    render(<TopBar items={NAVIGATION} />);
    const trigger = screen.getByRole('button', { name: 'Seminare' });
    await user.click(trigger);
    await user.tab();
    expect(trigger).not.toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('closes with the close button and with the underlay', async () => {
    const user = userEvent.setup();
    const { container } = render(<TopBar items={NAVIGATION} />);
    const trigger = screen.getByRole('button', { name: 'Seminare' });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Menü schließen' }));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger);
    fireEvent.click(container.querySelector('.nav-underlay') as Element);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
