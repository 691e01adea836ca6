import { expect, test } from "@playwright/test";
import { authHeader } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { tr } from "../../fixtures/i18n";
import { AppShell } from "../../pages/app-shell";
import { toast } from "../../pages/mantine";
import { OtherSettingPage } from "../../pages/setup-settings-page";

type StoredSetup = { state: { setup: { helper_limit: number; comment_notification: boolean } | null } };

test("admin changes the helper limit, the indicators' on-track band and a notification; the client's setup block follows at once (English, then Nepali)", async ({
  page,
}) => {
  const session = await loginAs(page, "admin", "en");
  const headers = authHeader(session.token);
  const stored = (await (await page.request.get("/api/other-setting/show", { headers })).json()).response;
  const limit = stored.helper_limit === 8 ? 9 : 8;

  try {
    const form = new OtherSettingPage(page, "en");
    await form.goto();
    await form.limit("helperLimit").fill("0");
    await form.save();
    await expect(form.limit("helperLimit")).toHaveAccessibleDescription(/Enter a number from 1 to 50\./);
    await form.limit("helperLimit").fill(String(limit));
    // The indicators' on-track band takes 1 to 50 points; the report's statuses follow it (API test).
    const band = stored.indicator_on_track_band === 10 ? 12 : 10;
    await form.limit("indicatorOnTrackBand").fill("51");
    await form.save();
    await expect(form.limit("indicatorOnTrackBand")).toHaveAccessibleDescription(
      /Enter a number from 1 to 50\./,
    );
    await form.limit("indicatorOnTrackBand").fill(String(band));
    await expect(form.limit("helperLimit")).not.toHaveAttribute("aria-invalid", "true");
    const commentWasOn = await form.toggle("commentNotification").isChecked();
    await form.flip("commentNotification");
    await expect(form.toggle("commentNotification")).toBeChecked({ checked: !commentWasOn });
    await form.save();
    await expect(toast(page, tr("en", "setup:otherSetting.saved"))).toBeVisible();

    await expect(form.effect("helperLimit")).toContainText(String(limit));
    await expect(form.effect("indicatorOnTrackBand")).toContainText(String(band));
    await expect(form.effect("commentNotification")).toContainText(commentWasOn ? "Off" : "On");
    const held = await page.evaluate(() => localStorage.getItem("pragati-setup"));
    const setup = (JSON.parse(held ?? "{}") as StoredSetup).state.setup;
    expect(setup).toMatchObject({ helper_limit: limit, comment_notification: !commentWasOn });

    // A fresh load shows the saved values, in Nepali digits after the switch.
    await page.reload();
    await new AppShell(page, "en").switchLanguage();
    const nepali = new OtherSettingPage(page, "np");
    await expect(nepali.limit("helperLimit")).toHaveValue(limit === 8 ? "८" : "९");
    await expect(nepali.effect("helperLimit")).toContainText(limit === 8 ? "८" : "९");
    // Locks are the administrator's: they can be switched here.
    await expect(nepali.toggle("actionPlanLock")).toBeEnabled();
  } finally {
    // Other journeys share the server: put the settings back.
    const restored = await page.request.post("/api/other-setting/update", { headers, data: stored });
    expect(restored.status()).toBe(200);
  }
});
