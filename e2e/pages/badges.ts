import { expect, type Page } from "@playwright/test";
import { APP_LOAD_TIMEOUT } from "./app-shell";

/** The text of every badge on the page whose label or pill is narrower than its text (cut off). */
export async function cutBadges(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>(".mantine-Badge-root, .mantine-Badge-label"))
      .filter((el) => el.offsetParent !== null && el.scrollWidth > el.clientWidth)
      .map((el) => `${el.textContent} (${el.scrollWidth} > ${el.clientWidth})`),
  );
}

/** Opens a screen, waits for its rows, and asserts it shows badges and none of them is cut. */
export async function expectBadgesWhole(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState("networkidle", { timeout: APP_LOAD_TIMEOUT });
  await expect(page.locator("main .mantine-Badge-root").first()).toBeVisible({ timeout: APP_LOAD_TIMEOUT });
  expect(await cutBadges(page), `badges cut on ${path}`).toEqual([]);
}
