import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { READY_DIR, READY_HEARTBEAT_MS, type AppName, type ReadyMarker } from '@amb/shared-contracts/deployment';

/**
 * This bff's readiness file in the deployment store (`.bff-ready/<host>-<pid>.json`): which server builds it holds
 * warm, rewritten at least every READY_HEARTBEAT_MS while it runs. A deploy waits for every running bff's file to
 * name the new version before it flips (scripts/deploy-store.mjs); a bff that ended leaves a file that goes stale.
 */
export class Readiness {
  private readonly file: string;
  private last = '';
  private lastAt = 0;
  private failed = false;
  private active = false;

  constructor(storeRoot: string, id = `${os.hostname()}-${process.pid}`) {
    this.file = path.join(storeRoot, READY_DIR, `${id}.json`);
  }

  /** From now on report() writes (a running bff; a test's app never claims to be one). */
  start(): void {
    this.active = true;
  }

  /** Writes the file when what is warm changed or the heartbeat is due. */
  report(ready: Partial<Record<AppName, string[]>>, now = Date.now()): void {
    if (!this.active) return;
    const text = JSON.stringify(ready);
    if (text === this.last && now - this.lastAt < READY_HEARTBEAT_MS) return;
    const marker: ReadyMarker = { at: now, ready };
    try {
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      const temp = `${this.file}.${process.pid}.tmp`;
      fs.writeFileSync(temp, JSON.stringify(marker));
      fs.renameSync(temp, this.file);
      this.last = text;
      this.lastAt = now;
      this.failed = false;
    } catch (error) {
      // A read-only store: deploys then flip without waiting for this bff, which warms after the flip.
      if (!this.failed) console.error(`[bff] Bereitschaft nicht gemeldet (${(error as Error).message})`);
      this.failed = true;
    }
  }

  remove(): void {
    fs.rmSync(this.file, { force: true });
  }
}
