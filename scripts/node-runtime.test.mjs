import { execFileSync } from 'node:child_process';
import { majorOf, pinnedNodeMajor, pinnedNodeVersion } from './node-runtime.mjs';

// npm puts node_modules/.bin first on PATH, so everything started through npm (lerna, jest and its
// workers, webpack, the scripts) runs on the pinned Node; these fail when something runs on another.
describe('Node des Projekts', () => {
  it('ist eine exakt gepinnte Version von Node 24 LTS', () => {
    expect(pinnedNodeVersion()).toMatch(/^24\.\d+\.\d+$/);
    expect(pinnedNodeMajor()).toBe(24);
  });

  it('führt diesen jest-Worker aus', () => {
    expect(majorOf(process.version)).toBe(pinnedNodeMajor());
  });

  it('ist das `node`, das Kindprozesse über PATH finden', () => {
    const version = execFileSync('node', ['--version'], { encoding: 'utf8' }).trim();
    expect(majorOf(version)).toBe(pinnedNodeMajor());
  });
});
