import path from "node:path";
import { expect, test } from "@playwright/test";
import { authHeader } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { devanagari, tr } from "../../fixtures/i18n";
import { TreasuryImportPage } from "../../pages/treasury-import-page";

const FIXTURES = path.join(import.meta.dirname, "../../../apps/api/test/fixtures/treasury");

test("admin imports a 2066 file in Devanagari digits and lakh; its totals equal the file's total row, and a malformed file is refused with its rows and columns, storing nothing (Nepali)", async ({
  page,
}) => {
  const session = await loginAs(page, "admin", "np");
  const { setup } = await (
    await page.request.get("/api/profile/get-profile", { headers: authHeader(session.token) })
  ).json();
  // Today is inside the header's (current) budget year, so it is a valid as-of date.
  const asOf = devanagari(setup.current_date.replaceAll("-", "/"));
  const screen = new TreasuryImportPage(page, "np");
  await screen.goto();
  // The demo's snapshots of the months before this one are listed (none yet in Shrawan).
  const listed = screen.snapshots.getByRole("row");
  await expect(screen.snapshots.or(page.getByText(tr("np", "treasury:snapshots.empty")))).toBeVisible();
  const before = (await screen.snapshots.isVisible()) ? await listed.count() : 1;

  await screen.importFile({ asOf, file: path.join(FIXTURES, "2066-offices-lakh-devanagari.csv") });
  // Newest as-of date first: today's import heads the list.
  const row = listed.nth(1);
  // The file's total row: 8,50.50 lakh budget and 2,31 lakh expense, in rupees.
  await expect(row).toContainText("८,५०,५०,०००");
  await expect(row).toContainText("२,३१,००,०००");
  await expect(row).toContainText("2066-offices-lakh-devanagari.csv");
  await expect(row).toContainText("३");

  await screen.importFile({ asOf, file: path.join(FIXTURES, "2066-malformed.csv") });
  await expect(screen.problems).toBeVisible();
  const first = screen.problems.getByRole("row").nth(1);
  await expect(first).toContainText("४");
  await expect(first).toContainText("E");
  await expect(first).toContainText('चालु खर्च "चालीस" सङ्ख्या होइन।');
  await expect(screen.problems.getByRole("row")).toHaveCount(6);
  // Nothing was stored: still one snapshot more than before.
  await expect(listed).toHaveCount(before + 1);

  // The same date again replaces the snapshot only after confirming.
  await screen.importFile({ asOf, file: path.join(FIXTURES, "2066-offices-lakh-devanagari.csv") });
  await page
    .getByRole("dialog")
    .getByRole("button", { name: tr("np", "common:actions.confirm") })
    .click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(screen.problems).toHaveCount(0);
  await expect(listed).toHaveCount(before + 1);
  await expect(row).toContainText("८,५०,५०,०००");
});
