import type { LifeCycles } from 'single-spa';

/**
 * Mounts a remote's lifecycles without the shell: its own dev server (`npm run dev -w <remote>`) serves a
 * page with the slots and this mounts into them, as single-spa would.
 */
export async function mountAlone(lifecycles: LifeCycles, name: string): Promise<void> {
  const props = { name, singleSpa: {}, mountParcel: () => undefined } as never;
  await (lifecycles.bootstrap as (p: unknown) => Promise<void>)(props);
  await (lifecycles.mount as (p: unknown) => Promise<void>)(props);
}
