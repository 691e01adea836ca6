import { expect, test } from "../../fixtures/account-lock";
import type { DemoUser } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { devanagari, tr } from "../../fixtures/i18n";
import { APP_LOAD_TIMEOUT } from "../../pages/app-shell";
import { StatusPages } from "../../pages/status-pages";

test("admin converts a BS date to AD and back on /test, and opens the inputs and buttons kits", async ({
  page,
}) => {
  await loginAs(page, "admin", "np");
  await page.goto("/test");
  await expect(page.getByRole("heading", { level: 1, name: tr("np", "ui-kit:test.title") })).toBeVisible({
    timeout: APP_LOAD_TIMEOUT,
  });
  await page.getByRole("textbox", { name: tr("np", "ui-kit:test.bsDate"), exact: true }).fill("2082-04-01");
  const ad = page.getByTestId("bs-to-ad");
  await expect(ad).toHaveText(/^[०-९]{4}-[०-९]{2}-[०-९]{2}$/);
  await page
    .getByRole("textbox", { name: tr("np", "ui-kit:test.adDate"), exact: true })
    .fill((await ad.textContent()) ?? "");
  await expect(page.getByTestId("ad-to-bs")).toHaveText(devanagari("2082/04/01"));

  await page.getByRole("textbox", { name: tr("np", "ui-kit:test.digitsInput"), exact: true }).fill("12,345");
  await expect(page.getByTestId("to-devanagari")).toHaveText(devanagari("12,345"));

  for (const [path, title] of [
    ["/inputs", "ui-kit:inputs.title"],
    ["/buttons", "ui-kit:buttons.title"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: tr("np", title) })).toBeVisible({
      timeout: APP_LOAD_TIMEOUT,
    });
  }
});

// The UI kit is in admin's menu only: every other demo role gets the 403 page on each of its screens.
const OTHER_ROLES: DemoUser[] = ["sachib", "office", "project", "monitor", "monitor-admin", "reviewer"];

test("every role but admin opening the UI kit lands on the 403 page (/unauthorized)", async ({
  page,
  lockAccount,
}) => {
  test.setTimeout(120_000);
  // The password journeys change reviewer's password for a while; wait until they are done.
  await lockAccount("reviewer");
  for (const role of OTHER_ROLES) {
    await loginAs(page, role, "np");
    for (const path of ["/inputs", "/buttons", "/test"]) {
      await page.goto(path);
      await new StatusPages(page, "np").expectUnauthorized();
    }
  }
});
