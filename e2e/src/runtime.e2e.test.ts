import { execFileSync } from 'node:child_process';
import { readlinkSync } from 'node:fs';
import path from 'node:path';
import { e2eContext } from './context';

// The project runs on the Node of the root devDependency `node`, not on the machine's: every process of
// the running system must be on that major (a child started as plain `node` could find another one).
const rootManifest = require(path.join(__dirname, '../../package.json')) as { devDependencies: { node: string } };
const majorOf = (version: string) => Number(version.replace(/^v/, '').split('.')[0]);
const pinnedMajor = majorOf(rootManifest.devDependencies.node);

/** The version of the binary a running process was started from (Linux: /proc/<pid>/exe). */
function nodeVersionOf(pid: number): string {
  return execFileSync(readlinkSync(`/proc/${pid}/exe`), ['--version'], { encoding: 'utf8' }).trim();
}

describe('Laufzeit', () => {
  it('der Testlauf selbst läuft auf dem Node des Projekts', () => {
    expect(majorOf(process.version)).toBe(pinnedMajor);
  });

  it.each(['api', 'bff'] as const)('%s läuft auf dem Node des Projekts', (service) => {
    expect(majorOf(nodeVersionOf(e2eContext().pids[service]))).toBe(pinnedMajor);
  });
});
