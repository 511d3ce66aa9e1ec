import { emit, on, type AmbEvents } from './events';

describe('event bus', () => {
  it('delivers the detail to a subscriber of that name only', () => {
    const target = new EventTarget();
    const counts: number[] = [];
    const searches: boolean[] = [];
    on('cart:count-changed', ({ count }) => counts.push(count), target);
    on('navigation:search', ({ active }) => searches.push(active), target);
    emit('cart:count-changed', { count: 3 }, target);
    emit('cart:count-changed', { count: 0 }, target);
    expect(counts).toEqual([3, 0]);
    expect(searches).toEqual([]);
  });

  it('stops delivering after unsubscribe, other subscribers keep theirs', () => {
    const target = new EventTarget();
    const first: AmbEvents['account:user-changed'][] = [];
    const second: AmbEvents['account:user-changed'][] = [];
    const off = on('account:user-changed', (detail) => first.push(detail), target);
    on('account:user-changed', (detail) => second.push(detail), target);
    emit('account:user-changed', { user: { firstname: 'Erika', impersonated: false } }, target);
    off();
    emit('account:user-changed', { user: null }, target);
    expect(first).toEqual([{ user: { firstname: 'Erika', impersonated: false } }]);
    expect(second).toHaveLength(2);
  });

  it('emits window-level CustomEvents named <remote>:<event>', () => {
    const target = new EventTarget();
    const seen: Event[] = [];
    target.addEventListener('wishlist:changed', (event) => seen.push(event));
    emit('wishlist:changed', { count: 2 }, target);
    expect(seen[0]).toBeInstanceOf(CustomEvent);
    expect((seen[0] as CustomEvent).detail).toEqual({ count: 2 });
  });
});
