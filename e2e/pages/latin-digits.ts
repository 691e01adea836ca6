import { expect, type Page } from "@playwright/test";
import { APP_LOAD_TIMEOUT } from "./app-shell";

/**
 * Every place on the page where a number is written in Latin digits: visible text and the labels
 * screen readers and tooltips read (aria-label, title, placeholder). Allowed, because they are not
 * numbers the app writes: digits inside a word with Latin letters or `@` (usernames, e-mail addresses,
 * a record's name typed with a stamp) and text a user typed in English (Latin letters, no Devanagari).
 */
export async function latinNumbers(page: Page, options: { skipRows?: boolean } = {}): Promise<string[]> {
  return page.evaluate(({ skipRows }) => {
    const found = new Set<string>();
    const check = (text: string, where: string) => {
      if (!/[0-9]/.test(text)) return;
      if (/[A-Za-z]/.test(text) && !/[\u0900-\u097F]/.test(text)) return;
      for (const word of text.split(/\s+/))
        if (/[0-9]/.test(word) && !/[A-Za-z@]/.test(word)) found.add(`${where}: ${text.trim().slice(0, 80)}`);
    };
    const visible = (el: Element) =>
      !(skipRows && el.closest("tbody")) &&
      ((el as HTMLElement).offsetParent !== null || el.closest("[role=dialog]"));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (el && !el.closest("script, style") && visible(el)) check(node.textContent ?? "", "text");
    }
    for (const el of Array.from(document.querySelectorAll("[aria-label], [title], [placeholder]")))
      for (const attr of ["aria-label", "title", "placeholder"]) {
        const value = skipRows && el.closest("tbody") ? null : el.getAttribute(attr);
        if (value) check(value, attr);
      }
    const inputs = document.querySelectorAll<HTMLInputElement>(
      "input:not([type]), input[type=text], input[type=search]",
    );
    for (const el of Array.from(inputs)) if (visible(el)) check(el.value, "input");
    return [...found];
  }, options);
}

/**
 * Opens a screen, waits until its requests have settled, and asserts it writes no Latin number.
 * `skipRows` leaves out table rows: on admin's lists they hold every office's records, named by
 * whoever typed them (other journeys type names with Latin stamps), not numbers the app writes.
 */
export async function expectNoLatinNumbers(
  page: Page,
  path: string,
  options: { skipRows?: boolean } = {},
): Promise<void> {
  if (path) await page.goto(path);
  await page.waitForLoadState("networkidle", { timeout: APP_LOAD_TIMEOUT });
  await expect(page.locator("main")).toBeVisible();
  await expect
    .poll(() => latinNumbers(page, options), { message: `Latin digits on ${page.url()}` })
    .toEqual([]);
}
