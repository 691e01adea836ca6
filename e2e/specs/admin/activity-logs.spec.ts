import { expect, test } from "@playwright/test";
import { authHeader } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { tr } from "../../fixtures/i18n";
import { ActivityLogPage } from "../../pages/activity-log-page";
import { AppShell } from "../../pages/app-shell";

const NP_TIME = /^[०-९]{4}\/[०-९]{2}\/[०-९]{2} [०-९]{2}:[०-९]{2}$/;
const EN_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

test("admin finds a change in the activity log, filtered, in Nepali and in English", async ({ page }) => {
  const session = await loginAs(page, "admin", "np");
  // A write the log must record: column settings of a table key no other journey uses.
  const tableKey = `e2e_log_${Date.now()}`;
  const saved = await page.request.post("/api/column-settings/store", {
    headers: authHeader(session.token),
    data: { table_key: tableKey, columns: [{ key: "title", visible: false }] },
  });
  expect(saved.status()).toBe(200);

  let logs = new ActivityLogPage(page, "np");
  await logs.goto();
  await logs.filterAction("update");
  await logs.filterEntity("column_settings");

  const row = logs.table.row(tableKey);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(session.user.name);
  await expect(row).toContainText(tr("np", "admin:activityLog.actions.update"));
  await expect(row).toContainText(tr("np", "admin:activityLog.entities.column_settings"));
  await expect(row.locator("td").first()).toHaveText(NP_TIME);
  // The filter keeps other actions out.
  await expect(logs.table.rows.filter({ hasText: tr("np", "admin:activityLog.actions.login") })).toHaveCount(
    0,
  );

  const changes = await logs.openChanges(row);
  await expect(changes.getByTestId("activity-changes")).toContainText('"visible": false');
  await page.keyboard.press("Escape");
  await expect(changes).toBeHidden();

  // Same screen in English: labels and digits follow the language, the filters stay.
  await new AppShell(page, "np").switchLanguage();
  logs = new ActivityLogPage(page, "en");
  const enRow = logs.table.row(tableKey);
  await expect(enRow).toContainText("Update");
  await expect(enRow).toContainText("Column settings");
  await expect(enRow.locator("td").first()).toHaveText(EN_TIME);

  // The sign-in of this journey is logged too.
  await logs.filterAction("login");
  await logs.filterEntity("user");
  await expect(logs.table.rows.filter({ hasText: session.user.name }).first()).toContainText("Log in");
});
