import { inSlices } from './mounting';

const props = { name: 'mf_cart/App' };

describe('inSlices', () => {
  it('starts each mount in a task of its own, after the work already queued', async () => {
    const order: string[] = [];
    const lifecycles = (name: string) =>
      inSlices({
        bootstrap: () => Promise.resolve(),
        mount: (_props: unknown) => {
          order.push(name);
          return Promise.resolve(name);
        },
        unmount: () => Promise.resolve(),
      });
    const header = lifecycles('header');
    const footer = lifecycles('footer');
    const mounted = [header.mount(props), footer.mount(props)];
    await Promise.resolve();
    expect(order).toEqual([]);
    setTimeout(() => order.push('queued task'), 0);
    await expect(Promise.all(mounted)).resolves.toEqual(['header', 'footer']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['header', 'footer', 'queued task']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldSpy = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldSpy };
    try {
      const mount = jest.fn((_props: unknown) => Promise.resolve());
      await inSlices({ bootstrap: jest.fn(), mount, unmount: jest.fn() }).mount(props);
      expect(yieldSpy).toHaveBeenCalledTimes(1);
      expect(mount).toHaveBeenCalledWith(props);
    } finally {
      delete (globalThis as { scheduler?: unknown }).scheduler;
    }
  });

  it('keeps unmount as it was', () => {
    const unmount = jest.fn();
    expect(inSlices({ bootstrap: jest.fn(), mount: jest.fn(), unmount }).unmount).toBe(unmount);
  });
});
