import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** WCAG 2.0, 2.1 and 2.2 A/AA: the bar (axe's wcag22aa holds the 2.2 AA rules, e.g. target size). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// Evaluated rather than added as a <script>: the shop's Content-Security-Policy refuses inline scripts.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** One line per rule, then its nodes' selectors and axe's summary of what failed. */
export function describeViolations(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map(
        (node) => `    ${JSON.stringify(node.target)}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
      );
      return `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n  ${violation.helpUrl}\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/** Runs axe-core in the page (injected once per document) and answers the readable report; '' when clean. */
export async function axeReport(page: Page, include?: string): Promise<string> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ tags, include }) => {
      const axe = (
        window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: Violation[] }> } }
      ).axe;
      const result = await axe.run(include ? { include: [include] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return result.violations.map(({ id, impact, help, helpUrl, nodes }) => ({
        id,
        impact,
        help,
        helpUrl,
        nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
      }));
    },
    { tags: WCAG_TAGS, include },
  );
  return describeViolations(violations);
}
