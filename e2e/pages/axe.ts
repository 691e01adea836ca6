import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The WCAG 2.1 A and AA rules (axe-core tags) the product is held to (issue 15). */
const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** One rule broken on a screen: where, which rule, how bad, and the first offending elements. */
export type Finding = { where: string; rule: string; impact: string; help: string; targets: string[] };

/**
 * Runs axe on the page (or inside `include`) and returns its serious and critical violations; the
 * moderate and minor ones are not part of the bar.
 */
export async function seriousViolations(page: Page, where: string, include?: string): Promise<Finding[]> {
  // A dialog still fading in reads as text of too little contrast: wait until no finite transition runs
  // (a spinner's endless one never ends, and a screen still moving after 5 s is checked as it is).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) => a.playState !== "running" || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      null,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  // Only the violations come back: serialising every passing node doubled the time on large screens.
  let builder = new AxeBuilder({ page }).withTags(WCAG_21_AA).options({ resultTypes: ["violations"] });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      where,
      rule: v.id,
      impact: v.impact ?? "",
      help: v.help,
      targets: v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(" ")} ${n.failureSummary?.split("\n")[1] ?? ""}`),
    }));
}

/** One line per finding, so a failing run names every screen and element to fix. */
export const describeFindings = (findings: Finding[]): string =>
  findings
    .map((f) => `${f.where}: ${f.impact} ${f.rule} (${f.help})\n    ${f.targets.join("\n    ")}`)
    .join("\n");

/** Marks the screen's heading, so `waitForScreen` can tell the next screen's from it. */
export async function markScreen(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const h of Array.from(document.querySelectorAll("h1")))
      h.setAttribute("data-axe-before", h.textContent ?? "");
  });
}

/**
 * Waits until a screen has drawn: one `h1`, not the one `markScreen` marked (the router keeps the
 * previous screen while the next one's chunk loads); then, for up to 5 s, until nothing is loading (no
 * busy region, loader or skeleton), so axe checks the data users read. The UI kit shows loading states
 * on purpose, so a screen still loading after that is checked as it is.
 */
export async function waitForScreen(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const headings = Array.from(document.querySelectorAll("h1"));
          const fresh = headings.filter((h) => h.getAttribute("data-axe-before") !== h.textContent);
          return headings.length === 1 && fresh.length === 1;
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
  await page
    .waitForFunction(
      () =>
        document.querySelectorAll(
          '[aria-busy="true"], .mantine-Loader-root, .mantine-Skeleton-root[data-visible="true"]',
        ).length === 0,
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}
