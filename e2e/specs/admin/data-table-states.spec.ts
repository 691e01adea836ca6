import { expect, test } from "@playwright/test";
import { loginAs } from "../../fixtures/auth";
import { tr } from "../../fixtures/i18n";
import { ActivityLogPage } from "../../pages/activity-log-page";
import { APP_LOAD_TIMEOUT } from "../../pages/app-shell";

test("a list shows a failed load with a retry, 'no data available' and its page sizes", async ({ page }) => {
  await loginAs(page, "admin", "np");
  // The first loads fail as a server error would; the retry gets the real answer.
  let failing = true;
  await page.route("**/api/activity-logs/all**", (route) =>
    failing
      ? route.fulfill({ status: 500, json: { success: false, message: "down", message_np: "सर्भर बन्द छ" } })
      : route.continue(),
  );
  const logs = new ActivityLogPage(page, "np");
  await page.goto("/activity-logs");
  // The error shows once the screen has loaded and the client's one retry of a 5xx has failed too.
  await expect(logs.table.error).toBeVisible({ timeout: APP_LOAD_TIMEOUT });
  await expect(logs.table.error).toContainText(tr("np", "table:loadError"));
  await expect(logs.table.error).toContainText("सर्भर बन्द छ");

  failing = false;
  await logs.table.retry();
  await expect(logs.table.rows.first()).toBeVisible();
  await expect(logs.table.error).toBeHidden();

  await logs.table.search("no-such-entry-anywhere");
  await expect(logs.table.empty).toHaveText(tr("np", "table:noData"));

  await logs.table.search("");
  await expect(logs.table.rows.first()).toBeVisible();
  // Sizes 10, 20 and 30 (SPEC.md section 9), labelled in Devanagari in Nepali.
  const sizes = page.getByRole("textbox", { name: tr("np", "table:perPage"), exact: true });
  await expect(sizes).toHaveValue("१०");
  await logs.table.setPageSize("३०");
  await expect(sizes).toHaveValue("३०");
});
