// axe-core (WCAG 2.0-2.2 A and AA rules) in a page of real Chromium: the serious and critical
// findings. The page's context must bypass CSP to take the injected script (the app is unchanged).
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface Finding {
  id: string;
  impact: string | null;
  targets: string[];
}

/** `exclude`: selectors of parts left out (e.g. the toasts of the actions before, not the screen's). */
export async function seriousViolations(page: Page, exclude: readonly string[] = []): Promise<Finding[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const findings = (await page.evaluate(async ({ tags, exclude }) => {
    const axe = (globalThis as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: any[] }> } }).axe; // eslint-disable-line @typescript-eslint/no-explicit-any
    const document = (globalThis as unknown as { document: unknown }).document;
    const context = exclude.length === 0 ? document : { include: [['html']], exclude: exclude.map((selector) => [selector]) };
    const result = await axe.run(context, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((violation) => ({
      id: violation.id as string,
      impact: violation.impact as string | null,
      targets: (violation.nodes as { target: string[] }[]).slice(0, 3).map((node) => node.target.join(' ')),
    }));
  }, { tags: TAGS, exclude })) as Finding[];
  return findings.filter((finding) => finding.impact === 'serious' || finding.impact === 'critical');
}
