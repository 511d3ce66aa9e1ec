interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task so the browser can paint and handle input before the next piece of work (the shell
 * and the remote kit cut their start-up into tasks this way): `scheduler.yield()` where the browser has it
 * (the continuation keeps its priority), else a new task.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
