import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { THEMES } from '@gatherly/schema';
import { expect, type Page } from '@playwright/test';
import { finiteAnimationsFinished } from './browser';

/** axe-core's browser script, found from the folder the tests run in. */
const AXE = readFileSync(createRequire(join(process.cwd(), 'package.json')).resolve('axe-core'), 'utf8');

interface Violation {
  id: string;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/** Runs axe-core on the page as it is now and expects no violation of WCAG 2 A/AA rules. */
export async function expectAccessible(page: Page): Promise<void> {
  // Colours in the middle of a transition are neither the old nor the new state's.
  await finiteAnimationsFinished(page);
  // Evaluated by the browser's debugging protocol: the app's Content-Security-Policy refuses inline script tags.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => String(node.target)).join(', ')})`);
  });
  expect(violations).toEqual([]);
}

/** expectAccessible in each of the nine themes, the page left as it is but for its theme (the app's own data-theme). */
export async function expectAccessibleInEveryTheme(page: Page): Promise<void> {
  for (const { value } of THEMES) {
    await page.evaluate((theme) => (document.documentElement.dataset.theme = theme), value);
    await expectAccessible(page);
  }
}
