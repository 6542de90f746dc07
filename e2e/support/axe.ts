// axe-core in the browser suite (issue 20, docs/decisions/070-accessibility-and-the-phone-layout.md).
// axe's source is evaluated in the page through the DevTools protocol (page.evaluate, that is
// Runtime.evaluate), which the page's Content-Security-Policy does not govern: the pages are
// checked with their real policy on, where an injected <script> tag would be refused.
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** The impacts that fail a test; minor and moderate findings are not counted. */
const FAILING: readonly string[] = ['serious', 'critical'];

/** The serious and critical violations axe finds in the page as it is now, each as one line naming
 * its impact, rule, `where` (the page and its state) and the elements: empty when there are none.
 * `rules` limits the run to those rules. */
export async function axeViolations(page: Page, where: string, rules?: readonly string[]): Promise<string[]> {
  // A menu or dialog fading in is measured once it is there: axe would read its colours half
  // transparent. Endless animations (a loader's spinner) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const found = await page.evaluate(
    async ({ rules, failing }) => {
      const run = (window as unknown as { axe: typeof axe }).axe.run;
      const results = await run(document, {
        resultTypes: ['violations'],
        ...(rules ? { runOnly: { type: 'rule' as const, values: rules } } : {}),
      });
      return results.violations
        .filter((v) => failing.includes(v.impact ?? ''))
        .map((v) => ({ impact: v.impact, id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
    },
    { rules: rules ? [...rules] : null, failing: [...FAILING] },
  );
  return found.map(
    (v) => `${v.impact} ${v.id} on ${where}: ${v.help} [${v.targets.slice(0, 5).join(', ')}${v.targets.length > 5 ? ', ...' : ''}]`,
  );
}
