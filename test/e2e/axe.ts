/**
 * Accessibility checks with axe-core in the page under test: injects axe's script (from
 * node_modules, so the CSP's script-src 'self' does not apply to playwright's evaluation) and runs
 * it on the document or on one element. Answers the violations as `{ id, impact, help, targets }`
 * so a failing assertion names the rule and the offending elements.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
  /** axe's tags of the rule (`wcag2a`, `best-practice`, ...). */
  tags: string[];
}

/** The WCAG 2.1 A and AA tags (every rule run always has one of these or `best-practice`). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe-core (WCAG 2.1 A and AA rules; with `bestPractice`, axe's best-practice rules too) on
 * `selector` (default: the whole document).
 */
export async function axeViolations(page: Page, selector?: string, options: { bestPractice?: boolean } = {}): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axeSource);
  const tags = options.bestPractice ? [...wcagTags, 'best-practice'] : wcagTags;
  return page.evaluate(async ({ context, tags }) => {
    const axe = (globalThis as unknown as { axe: { run: (ctx: unknown, options: unknown) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; tags: string[]; nodes: Array<{ target: string[] }> }> }> } }).axe;
    const result = await axe.run(context ?? document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      tags: violation.tags,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, { context: selector ?? null, tags });
}
