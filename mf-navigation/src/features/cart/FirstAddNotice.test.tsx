import { act, render, screen } from '@testing-library/react';
import { emit, FIRST_ADD_NOTICE } from '@amb/shared-contracts/core';
import { LABELS } from '../../labels';
import { FirstAddNotice } from './FirstAddNotice';

const setWidth = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
};
const note = () => screen.queryByText(LABELS.firstAddNotice);

beforeEach(() => {
  jest.useFakeTimers();
  setWidth(1440);
});
afterEach(() => jest.useRealTimers());

describe('first-add notice (SPEC §2.5, §9)', () => {
  it('says where booking or reservation is chosen after the first date, for 10 seconds', () => {
    const { container } = render(<FirstAddNotice />);
    const region = container.querySelector('.nav-first-add')!;
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    act(() => emit('cart:item-added', { eventId: 7, first: true }));
    expect(region).toHaveTextContent(LABELS.firstAddNotice);
    act(() => jest.advanceTimersByTime(FIRST_ADD_NOTICE.durationMs - 1));
    expect(note()).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(note()).not.toBeInTheDocument();
  });

  it('stays away for a later date (the cart was not empty)', () => {
    render(<FirstAddNotice />);
    act(() => emit('cart:item-added', { eventId: 7, first: false }));
    expect(note()).not.toBeInTheDocument();
  });

  it('shows on a phone too, where the header bar stays in view', () => {
    setWidth(375);
    render(<FirstAddNotice />);
    act(() => emit('cart:item-added', { eventId: 7, first: true }));
    expect(note()).toBeInTheDocument();
  });

  it('closes on its button and on Esc', () => {
    render(<FirstAddNotice />);
    act(() => emit('cart:item-added', { eventId: 7, first: true }));
    act(() => screen.getByRole('button', { name: LABELS.firstAddNoticeClose }).click());
    expect(note()).not.toBeInTheDocument();
    act(() => emit('cart:item-added', { eventId: 8, first: true }));
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(note()).not.toBeInTheDocument();
  });
});
