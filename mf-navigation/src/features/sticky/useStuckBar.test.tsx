import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useStuckBar } from './useStuckBar';

type Callback = (entries: Array<Partial<IntersectionObserverEntry>>) => void;
let report: Callback = () => undefined;
const observed: Element[] = [];

beforeEach(() => {
  observed.length = 0;
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    constructor(callback: Callback) {
      report = callback;
    }
    observe(element: Element) {
      observed.push(element);
    }
    disconnect() {
      observed.length = 0;
    }
  };
});

function Bar() {
  const holder = useRef<HTMLDivElement>(null);
  const stuck = useStuckBar(holder);
  return (
    <div ref={holder} data-testid="holder">
      {stuck ? 'stuck' : 'in place'}
    </div>
  );
}

const seen = (ratio: number, top: number) =>
  act(() =>
    report([
      {
        intersectionRatio: ratio,
        boundingClientRect: { top } as DOMRectReadOnly,
        rootBounds: { top: 0 } as DOMRectReadOnly,
      },
    ]),
  );

describe('useStuckBar', () => {
  it('sticks once the bar passes the window top, and lets go when it is back in place', () => {
    render(<Bar />);
    expect(observed).toEqual([screen.getByTestId('holder')]);
    expect(screen.getByTestId('holder')).toHaveTextContent('in place');
    seen(0.6, -20);
    expect(screen.getByTestId('holder')).toHaveTextContent('stuck');
    seen(0, -300);
    expect(screen.getByTestId('holder')).toHaveTextContent('stuck');
    seen(1, 32);
    expect(screen.getByTestId('holder')).toHaveTextContent('in place');
  });

  it('does not stick for a bar cut off at the window foot (a page scrolled up past its top)', () => {
    render(<Bar />);
    seen(0.5, 760);
    expect(screen.getByTestId('holder')).toHaveTextContent('in place');
  });

  it('stops watching when the header unmounts', () => {
    const { unmount } = render(<Bar />);
    unmount();
    expect(observed).toEqual([]);
  });
});
