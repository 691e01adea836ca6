import { expect, test } from "@playwright/test";
import { authHeader } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { tr } from "../../fixtures/i18n";
import { AppShell } from "../../pages/app-shell";
import { toast } from "../../pages/mantine";
import { ReportingPeriodPage } from "../../pages/setup-settings-page";

const FISCAL_MONTHS_NP = [
  "साउन",
  "भदौ",
  "असोज",
  "कात्तिक",
  "मंसिर",
  "पुष",
  "माघ",
  "फागुन",
  "चैत",
  "बैशाख",
  "जेठ",
  "असार",
];
const FISCAL_MONTHS_EN = [
  "Shrawan",
  "Bhadra",
  "Ashwin",
  "Kartik",
  "Mangsir",
  "Poush",
  "Magh",
  "Falgun",
  "Chaitra",
  "Baishakh",
  "Jestha",
  "Ashadh",
];

test("admin changes the progress reporting month and entry window; the dashboard and the setup block follow (Nepali, then English)", async ({
  page,
}) => {
  const session = await loginAs(page, "admin", "np");
  const headers = authHeader(session.token);
  const stored = (await (await page.request.get("/api/reporting-period/show", { headers })).json()).response;
  const setup = (await (await page.request.get("/api/profile/get-profile", { headers })).json()).setup;
  // A month other than the one in effect, so the change shows.
  const month = (setup.current_pragati_reporting_month + 6) % 12;

  try {
    const form = new ReportingPeriodPage(page, "np");
    await form.goto();
    await form.chooseMonth("pragatiMonth", FISCAL_MONTHS_NP[month]);
    await form.date("pragati_add", "from").fill("२०८२/०८/१५");
    await form.date("pragati_add", "to").fill("२०८२/०८/०१");
    await form.save();
    await expect(form.date("pragati_add", "to")).toHaveAccessibleDescription(
      tr("np", "setup:errors.fromAfterTo"),
    );
    await form.date("pragati_add", "to").fill("२०८२/०८/२५");
    await expect(form.date("pragati_add", "to")).not.toHaveAttribute("aria-invalid", "true");
    await form.save();
    await expect(toast(page, tr("np", "setup:reportingPeriod.saved"))).toBeVisible();

    // The answer's setup block is what the client holds now.
    await expect(form.effect("pragatiMonth")).toContainText(FISCAL_MONTHS_NP[month]);
    await expect(form.effect("window.pragati_add")).toContainText("२०८२/०८/१५ - २०८२/०८/२५");

    await page.goto("/");
    await expect(page.getByRole("textbox", { name: tr("np", "dashboard:month"), exact: true })).toHaveValue(
      FISCAL_MONTHS_NP[month],
    );

    await new AppShell(page, "np").switchLanguage();
    await expect(page.getByRole("textbox", { name: tr("en", "dashboard:month"), exact: true })).toHaveValue(
      FISCAL_MONTHS_EN[month],
    );
    const english = new ReportingPeriodPage(page, "en");
    await english.goto();
    await expect(english.date("pragati_add", "from")).toHaveValue("2082-08-15");
    await expect(english.effect("window.pragati_add")).toContainText("2082-08-15 - 2082-08-25");
    await english.date("pragati_add", "to").fill("2082-13-01");
    await english.save();
    await expect(english.date("pragati_add", "to")).toHaveAccessibleDescription(
      tr("en", "setup:errors.invalidDate", { example: "2082-04-01" }),
    );
  } finally {
    // Other journeys share the server: put the period back.
    const restored = await page.request.post("/api/reporting-period/update", { headers, data: stored });
    expect(restored.status()).toBe(200);
  }
});
