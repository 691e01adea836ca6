import { expect, test } from "@playwright/test";
import { BASE_URL } from "../../fixtures/env";
import { tr } from "../../fixtures/i18n";
import { APP_LOAD_TIMEOUT } from "../../pages/app-shell";
import { LoginPage } from "../../pages/login-page";
import { seeAndCloseToast, toast } from "../../pages/mantine";
import { ProgressData } from "../../pages/progress-data";
import { PragatiPage, ProgressListPage } from "../../pages/progress-pages";

// Shrawan is a past month of the current fiscal year (today is in Mangsir).
const SHRAWAN = { np: "साउन", en: "Shrawan" };
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

test("an office completes a milestone, attaches its evidence; the approver of the office above accepts it and the milestone shows completed", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const data = await ProgressData.asAdmin(page.request);
  const department = await data.officeWithUser("Bridge Department");
  const division = await data.officeWithUser("Bridge Division", department.office.id);
  const { milestones } = await data.plan(division.office.id, [
    { code: "4.1.1", title: `Complete the deck ${data.stamp}`, months: [{ month: 0, target: 5 }] },
  ]);
  const [deck] = milestones;

  // The division (Nepali) reports the deck completed in its end month: the completion needs evidence.
  await new LoginPage(page, "np").goto();
  await new LoginPage(page, "np").submit(division.username, division.password);
  await expect(page).not.toHaveURL(/\/login/, { timeout: APP_LOAD_TIMEOUT });
  const pragati = new PragatiPage(page, "np");
  await pragati.goto();
  await pragati.chooseMonth(SHRAWAN.np);
  let drawer = await pragati.open(deck, "enter", SHRAWAN.np);
  await drawer.status("completed");
  await drawer.achieved.fill("5");
  await drawer.save();
  await seeAndCloseToast(page, tr("np", "progress:entry.saved"));
  await expect(drawer.completion).toHaveAttribute("data-state", "needed");
  await expect(drawer.completion).toContainText(tr("np", "progress:completion.neededTitle"));
  await drawer.attach("deck-photo.pdf", PDF, "application/pdf");
  await expect(toast(page, tr("np", "progress:files.uploaded"))).toBeVisible();
  await expect(drawer.completion).toHaveAttribute("data-state", "waiting");
  await drawer.close();
  // Until it is accepted the milestone counts as in progress.
  await expect(pragati.table.row(deck.title)).toContainText(tr("np", "progress:status.in_progress"));

  // The department's approver sees the claim waiting and accepts it.
  const context = await browser.newContext({ baseURL: BASE_URL });
  const approverPage = await context.newPage();
  await new LoginPage(approverPage, "np").goto();
  await new LoginPage(approverPage, "np").submit(department.username, department.password);
  await expect(approverPage).not.toHaveURL(/\/login/, { timeout: APP_LOAD_TIMEOUT });
  const list = new ProgressListPage(approverPage, "np");
  await list.goto();
  await expect(list.claim(deck.title)).toBeVisible({ timeout: APP_LOAD_TIMEOUT });
  await list.acceptClaim(deck.title);
  await expect(toast(approverPage, tr("np", "progress:completion.acceptedToast"))).toBeVisible();
  await expect(list.claim(deck.title)).toHaveCount(0);
  await context.close();

  // The division sees the completion accepted and the milestone completed.
  await pragati.goto();
  await pragati.chooseMonth(SHRAWAN.np);
  await expect(pragati.table.row(deck.title)).toContainText(tr("np", "progress:status.completed"));
  drawer = await pragati.open(deck, "edit", SHRAWAN.np);
  await expect(drawer.completion).toHaveAttribute("data-state", "accepted");
  await expect(drawer.completion).toContainText(tr("np", "progress:completion.acceptedTitle"));
});
