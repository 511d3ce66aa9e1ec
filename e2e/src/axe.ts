/** axe-core in the page (WCAG 2 A/AA and best practices): the violations, one line each. */
import { readFileSync } from 'node:fs';
import type { Page } from 'puppeteer-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** `include`: CSS selectors of the parts to check (default: the whole document). */
export async function violations(page: Page, include?: string[]): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async (parts?: string[]) => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document | { include: string[][] }, opts: unknown) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(parts ? { include: parts.map((part) => [part]) } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return result.violations;
  }, include);
  return (found as AxeViolation[]).map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}
