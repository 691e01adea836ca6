import { expect, test } from "@playwright/test";
import { authHeader } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { ActivityLogPage } from "../../pages/activity-log-page";

const TABLE_KEY = "activity_logs";
const DEFAULT_HEADERS = ["Time", "User", "Office", "Action", "Entity", "Entity ID", "Changes"];

test("admin hides and reorders columns; the choice survives a reload", async ({ page }) => {
  const session = await loginAs(page, "admin", "en");
  // Start from the defaults whatever an earlier run saved (an empty list means "never saved").
  const reset = await page.request.post("/api/column-settings/store", {
    headers: authHeader(session.token),
    data: { table_key: TABLE_KEY, columns: [] },
  });
  expect(reset.status()).toBe(200);

  const logs = new ActivityLogPage(page, "en");
  await logs.goto();
  await logs.table.expectHeaders(DEFAULT_HEADERS);

  const dialog = await logs.table.openColumnSettings();
  await dialog.setVisible("Office", false);
  await dialog.move("Entity", -1);
  await expect
    .poll(() => dialog.order())
    .toEqual(["Time", "User", "Office", "Entity", "Action", "Entity ID", "Changes"]);
  await dialog.apply();

  const expected = ["Time", "User", "Entity", "Action", "Entity ID", "Changes"];
  await logs.table.expectHeaders(expected);

  await page.reload();
  await expect(logs.table.rows.first()).toBeVisible();
  await logs.table.expectHeaders(expected);

  const stored = await page.request.get(`/api/column-settings/show/${TABLE_KEY}`, {
    headers: authHeader(session.token),
  });
  const body = (await stored.json()) as { response: { columns: { key: string; visible: boolean }[] } };
  expect(body.response.columns.find((c) => c.key === "nikaya_name")?.visible).toBe(false);
});
