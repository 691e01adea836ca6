import { expect, type Locator, type Page } from "@playwright/test";
import type { Locale } from "../fixtures/auth";
import { tr } from "../fixtures/i18n";

/** Picks an option of a Mantine Select found by its label. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole("textbox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** The toast (Mantine notification) with this text. */
export const toast = (page: Page, text: string): Locator =>
  page.locator(".mantine-Notification-root").filter({ hasText: text });

/** Sees a toast and closes it, so the same message from the next action is not mistaken for it. */
export async function seeAndCloseToast(page: Page, text: string): Promise<void> {
  const shown = toast(page, text);
  await expect(shown).toBeVisible();
  await shown.locator(".mantine-Notification-closeButton").click();
  await expect(shown).toHaveCount(0);
}

/**
 * Closes every toast on screen. A toast sits over the top-right corner, where a drawer has its close
 * button, and pointing at a toast pauses its timer; a user closes it first, and so does a journey.
 */
export async function closeToasts(page: Page): Promise<void> {
  const shown = page.locator(".mantine-Notification-root");
  for (const button of await shown.locator(".mantine-Notification-closeButton").all()) {
    await button.click().catch(() => undefined);
  }
  await expect(shown).toHaveCount(0);
}

/** The office select's button (apps/web/src/ui/office-select.tsx), named "<label>: <office>". */
export const officeSelect = (page: Page, locale: Locale, label: string): Locator => {
  const prefix = tr(locale, "offices:tree.selectButton", { label, office: "" });
  return page.getByRole("button", { name: new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) });
};

/**
 * Opens an office select and checks `name` through its own search box, once its drop-down is open (the
 * screen may hold another search box, which a slow drop-down would leave focused).
 */
export async function searchAndPickOffice(page: Page, button: Locator, name: string): Promise<void> {
  await button.click();
  const dropdown = page.locator(".mantine-Popover-dropdown").filter({ has: page.getByRole("searchbox") });
  await expect(dropdown).toBeVisible();
  await dropdown.getByRole("searchbox").fill(name);
  await dropdown.getByRole("checkbox", { name, exact: true }).click();
}
