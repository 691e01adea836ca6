import path from "node:path";
import { expect, test } from "@playwright/test";
import { authHeader } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { devanagari, tr } from "../../fixtures/i18n";
import { budgetYearOf, treasuryFixture } from "../../fixtures/treasury-files";
import { TreasuryImportPage } from "../../pages/treasury-import-page";

// A global journey: it imports today's treasury snapshot, which every treasury report reads as its newest
// date, so it runs after the other journeys, one at a time (a report journey drilled into the new snapshot).

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
  // The file as filed for that year: its title says lakh and names the year.
  const lakhFile = treasuryFixture("2066-offices-lakh-devanagari.csv", budgetYearOf(setup.current_date));
  const screen = new TreasuryImportPage(page, "np");
  await screen.goto();
  // The demo's snapshots of the months before this one are listed (none yet in Shrawan).
  const listed = screen.snapshots.getByRole("row");
  await expect(screen.snapshots.or(page.getByText(tr("np", "treasury:snapshots.empty")))).toBeVisible();
  const before = (await screen.snapshots.isVisible()) ? await listed.count() : 1;

  await screen.importFile({ asOf, file: lakhFile });
  // Newest as-of date first: today's import heads the list.
  const row = listed.nth(1);
  // The file's total row: 8,50.50 lakh budget and 2,31 lakh expense, in rupees.
  await expect(row).toContainText("८,५०,५०,०००");
  await expect(row).toContainText("२,३१,००,०००");
  await expect(row).toContainText("2066-offices-lakh-devanagari.csv");
  await expect(row).toContainText("३");

  // A file without a title band is read in the unit chosen.
  await screen.previewFile({ asOf, file: path.join(FIXTURES, "2066-malformed.csv"), unit: "lakh" });
  await expect(screen.problems).toBeVisible();
  const first = screen.problems.getByRole("row").nth(1);
  await expect(first).toContainText("४");
  await expect(first).toContainText("E");
  await expect(first).toContainText('चालु खर्च "चालीस" सङ्ख्या होइन।');
  await expect(screen.problems.getByRole("row")).toHaveCount(6);
  // Nothing was stored: still one snapshot more than before.
  await expect(listed).toHaveCount(before + 1);

  // The same date again replaces the snapshot only after confirming.
  await screen.importFile({ asOf, file: lakhFile });
  await page
    .getByRole("dialog")
    .getByRole("button", { name: tr("np", "common:actions.confirm") })
    .click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(screen.problems).toHaveCount(0);
  await expect(listed).toHaveCount(before + 1);
  await expect(row).toContainText("८,५०,५०,०००");
});

test("admin previews a 2066 file whose title says «रु. हजारमा»: a forced lakh is refused naming the cell; with the file's own unit the preview shows the unit and year it states, the first rows and the totals in rupees, and confirming imports those figures (Nepali)", async ({
  page,
}) => {
  const session = await loginAs(page, "admin", "np");
  const { setup } = await (
    await page.request.get("/api/profile/get-profile", { headers: authHeader(session.token) })
  ).json();
  const startYear = budgetYearOf(setup.current_date);
  // Shrawan 3: no demo snapshot (the 15th) and not the date the journey above imports (today).
  const asOf = devanagari(`${startYear}/04/03`);
  const NAME = "2066-offices-thousands-title.csv";
  const file = treasuryFixture(NAME, startYear);
  const screen = new TreasuryImportPage(page, "np");
  await screen.goto();

  await screen.previewFile({ asOf, file, unit: "lakh" });
  await expect(screen.problems).toContainText("कक्ष L3 मा रकम हजारमा भनिएको छ, तर लाख छानिएको छ।");
  await expect(screen.preview).toHaveCount(0);

  await screen.previewFile({ asOf, file, unit: "file" });
  await expect(screen.problems).toHaveCount(0);
  await expect(screen.preview).toContainText(
    `${tr("np", "treasury:units.thousands")} (${tr("np", "treasury:preview.statedIn", { cell: "L3" })})`,
  );
  await expect(screen.preview).toContainText(tr("np", "treasury:preview.statedIn", { cell: "A3" }));
  await expect(screen.preview).toContainText(devanagari(String(startYear)));
  // The file's cells in thousands, shown in rupees: 15,000 -> 1,50,00,000 and 6,130.5 -> 61,30,500.
  await expect(screen.previewRows).toHaveCount(3);
  await expect(screen.previewRows.first()).toContainText("जिल्ला प्रशासन कार्यालय काठमाडौं");
  await expect(screen.previewRows.first()).toContainText("१,५०,००,०००");
  await expect(screen.previewRows.first()).toContainText("६१,३०,५००");
  // Its total row: 1,49,500 and 49,381.25 thousand.
  await expect(screen.previewTotals).toContainText("१४,९५,००,०००");
  await expect(screen.previewTotals).toContainText("४,९३,८१,२५०");
  // Nothing is stored before confirming.
  await expect(screen.snapshots.getByRole("row").filter({ hasText: NAME })).toHaveCount(0);

  await screen.confirm();
  await expect(screen.preview).toHaveCount(0);
  const row = screen.snapshots.getByRole("row").filter({ hasText: NAME });
  await expect(row).toContainText("१४,९५,००,०००");
  await expect(row).toContainText("४,९३,८१,२५०");
});
