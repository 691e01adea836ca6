import { expect, test } from "@playwright/test";
import { authHeader } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { tr } from "../../fixtures/i18n";
import { DashboardPies } from "../../pages/dashboard-page";
import { toast } from "../../pages/mantine";
import { OtherSettingPage } from "../../pages/setup-settings-page";

test("admin makes approved months the centre's dashboard default on Other settings; the dashboard opens on it (Nepali)", async ({
  page,
}) => {
  const session = await loginAs(page, "admin", "np");
  const headers = authHeader(session.token);
  try {
    const form = new OtherSettingPage(page, "np");
    await form.goto();
    const toggle = form.toggle("approvedOnlyDefault");
    await expect(toggle).not.toBeChecked();
    await form.flip("approvedOnlyDefault");
    await expect(toggle).toBeChecked();
    await form.save();
    await expect(toast(page, tr("np", "setup:otherSetting.saved"))).toBeVisible();
    await expect(form.effect("approvedOnlyDefault")).toContainText(tr("np", "setup:otherSetting.on"));

    await page.goto("/");
    const pies = new DashboardPies(page, "np");
    await expect(pies.approvalView("approved")).toBeChecked();
    await expect(page.getByText(tr("np", "dashboard:approval.selection.approved"))).toBeVisible();
  } finally {
    // Other journeys share the server: put the setting back.
    const restored = await page.request.post("/api/other-setting/update", {
      headers,
      data: { approved_only_default: false },
    });
    expect(restored.status()).toBe(200);
  }
});
