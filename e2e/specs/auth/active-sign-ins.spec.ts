import { expect, test } from "../../fixtures/account-lock";
import { authHeader } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { DEMO_PASSWORD } from "../../fixtures/env";
import { tr } from "../../fixtures/i18n";
import { AppShell } from "../../pages/app-shell";
import { toast } from "../../pages/mantine";

const USERNAME = "monitor";
const OTHER_DEVICE = "Field tablet (e2e)";

test("a user sees their active sign-ins in the profile menu and ends another one, whose token is then refused", async ({
  page,
  lockAccount,
}) => {
  await lockAccount(USERNAME);
  // A sign-in from another device.
  const other = await page.request.post("/api/login", {
    data: { username: USERNAME, password: DEMO_PASSWORD },
    headers: { "user-agent": OTHER_DEVICE },
  });
  const otherToken = ((await other.json()) as { response: { token: string } }).response.token;

  await loginAs(page, USERNAME, "np");
  await page.goto("/");
  const shell = new AppShell(page, "np");
  await shell.expectLoaded();
  const menu = await shell.openUserMenu();
  await menu.getByRole("menuitem", { name: tr("np", "shell:header.sessions"), exact: true }).click();

  const modal = page.getByRole("dialog", { name: tr("np", "shell:sessions.title") });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole("columnheader", { name: tr("np", "shell:sessions.lastSeen") })).toBeVisible();
  await expect(modal.getByText(tr("np", "shell:sessions.current"), { exact: true })).toBeVisible();
  const otherRow = modal.getByRole("row").filter({ hasText: OTHER_DEVICE });
  await expect(otherRow).toHaveCount(1);
  // Times are BS dates in Devanagari digits in Nepali.
  await expect(otherRow).toContainText(/[०-९]{4}\/[०-९]{2}\/[०-९]{2}/);

  await otherRow.getByRole("button", { name: tr("np", "shell:sessions.end") }).click();
  await expect(toast(page, tr("np", "shell:sessions.ended"))).toBeVisible();
  await expect(otherRow).toHaveCount(0);
  const refused = await page.request.get("/api/profile/get-profile", { headers: authHeader(otherToken) });
  expect(refused.status()).toBe(401);
  // This browser stays signed in.
  await expect(modal.getByText(tr("np", "shell:sessions.current"), { exact: true })).toBeVisible();
});
