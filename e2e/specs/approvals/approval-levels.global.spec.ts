import { expect, test } from "@playwright/test";
import { authHeader } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { devanagari, tr } from "../../fixtures/i18n";
import { toast } from "../../pages/mantine";
import { OtherSettingPage } from "../../pages/setup-settings-page";

test("admin sets how many levels a stream's month climbs on the other settings screen; it holds after a reload (Nepali)", async ({
  page,
}) => {
  const session = await loginAs(page, "admin", "np");
  const headers = authHeader(session.token);
  const stored = (await (await page.request.get("/api/approvals/levels", { headers })).json())
    .response as Record<string, number>;
  const levels = stored.indicator === 3 ? 4 : 3;
  const field = tr("np", "approvals:streams.indicator");

  try {
    const form = new OtherSettingPage(page, "np");
    await form.goto();
    const select = page.getByRole("textbox", { name: field, exact: true });
    await expect(select).toHaveValue(devanagari(stored.indicator ?? 2));
    await select.click();
    await page.getByRole("option", { name: devanagari(levels), exact: true }).click();
    await page.getByRole("button", { name: tr("np", "approvals:levels.save"), exact: true }).click();
    await expect(toast(page, tr("np", "approvals:levels.saved"))).toBeVisible();

    await page.reload();
    await expect(page.getByRole("textbox", { name: field, exact: true })).toHaveValue(devanagari(levels));
    const saved = (await (await page.request.get("/api/approvals/levels", { headers })).json()).response;
    expect(saved).toMatchObject({ indicator: levels, pragati: stored.pragati });
  } finally {
    // Other journeys share the server: put the setting back.
    const restored = await page.request.post("/api/approvals/levels", {
      headers,
      data: { stream: "indicator", levels: stored.indicator },
    });
    expect(restored.status()).toBe(200);
  }
});
