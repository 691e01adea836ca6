import { expect, test } from "@playwright/test";
import { authHeader } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { devanagari } from "../../fixtures/i18n";
import { AppShell } from "../../pages/app-shell";

type FiscalYear = { id: number; start_from: string; is_current: boolean };

/** `2081/82` for the year starting 1 Shrawan 2081. */
const titleOf = (fy: FiscalYear): string => {
  const start = Number(fy.start_from.slice(0, 4));
  return `${start}/${String((start + 1) % 100).padStart(2, "0")}`;
};

test("choosing another fiscal year reloads the page, keeps the choice and sends its id", async ({ page }) => {
  const session = await loginAs(page, "office", "np");
  const res = await page.request.get("/api/presets/fiscalyear/all?per_page=100", {
    headers: authHeader(session.token),
  });
  const years = ((await res.json()) as { response: { data: FiscalYear[] } }).response.data;
  const current = years.find((fy) => fy.is_current);
  if (!current) throw new Error("No current fiscal year");
  const other = years.find(
    (fy) => Number(fy.start_from.slice(0, 4)) === Number(current.start_from.slice(0, 4)) - 1,
  );
  if (!other) throw new Error("No fiscal year before the current one");

  await page.goto("/");
  const shell = new AppShell(page, "np");
  await shell.expectLoaded();
  await expect(shell.fiscalYear).toHaveValue(devanagari(titleOf(current)));

  const reloaded = page.waitForEvent("load");
  await shell.chooseFiscalYear(devanagari(titleOf(other)));
  await reloaded;
  await shell.expectLoaded();
  await expect(shell.fiscalYear).toHaveValue(devanagari(titleOf(other)));

  // Every later GET carries the chosen year.
  const get = page.waitForRequest((req) => {
    const url = new URL(req.url());
    return (
      req.method() === "GET" &&
      url.pathname.startsWith("/api/") &&
      url.searchParams.get("fiscal_year_id") === String(other.id)
    );
  });
  await shell.refreshButton.click();
  await get;

  // The choice survives a language switch, in ASCII digits.
  await shell.switchLanguage();
  await expect(shell.fiscalYear).toHaveValue(titleOf(other));
});
