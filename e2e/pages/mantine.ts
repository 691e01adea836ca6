import type { Locator, Page } from "@playwright/test";

/** Picks an option of a Mantine Select found by its label. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole("textbox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** The toast (Mantine notification) with this text. */
export const toast = (page: Page, text: string): Locator =>
  page.locator(".mantine-Notification-root").filter({ hasText: text });
