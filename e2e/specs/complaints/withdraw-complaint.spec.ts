import { expect, test } from "@playwright/test";
import { apiLogin, authHeader } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { tr } from "../../fixtures/i18n";
import { AppShell } from "../../pages/app-shell";
import { ComplaintsPage } from "../../pages/complaints-page";
import { toast } from "../../pages/mantine";

test("office withdraws an untouched complaint after confirming; one taken up meanwhile stays, in English and in Nepali", async ({
  page,
}) => {
  const stamp = Date.now();
  const untouched = `Wrong office chosen ${stamp}`;
  const handled = `Street light out at Thankot ${stamp}`;

  await loginAs(page, "office", "en");
  let complaints = new ComplaintsPage(page, "en");
  await complaints.goto();

  // A title is required before anything is sent.
  const filing = await complaints.openFiling();
  await filing.getByRole("button", { name: "File", exact: true }).click();
  await expect(filing).toContainText("Write a title.");
  await page.keyboard.press("Escape");

  await complaints.file(untouched, "Filed by mistake.");
  await complaints.file(handled, "The light near the checkpoint has been out for a week.");

  // Cancel keeps it; Confirm withdraws it.
  let confirm = await complaints.askWithdraw(untouched);
  await expect(confirm).toContainText("Only a complaint nobody has acted on yet can be withdrawn.");
  await confirm.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(complaints.table.row(untouched)).toHaveCount(1);
  confirm = await complaints.askWithdraw(untouched);
  await confirm.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(toast(page, "The complaint was withdrawn.")).toBeVisible();
  await expect(complaints.table.row(untouched)).toHaveCount(0);

  // In Nepali, the secretary takes the other one up while the office still has the list open.
  await new AppShell(page, "en").switchLanguage();
  complaints = new ComplaintsPage(page, "np");
  await expect(complaints.withdrawButton(handled)).toBeVisible();
  const sachib = await apiLogin(page.request, "sachib");
  const list = await page.request.get(`/api/complaint/all?search=${encodeURIComponent(handled)}`, {
    headers: authHeader(sachib.token),
  });
  const [complaint] = (await list.json()).response.data as { id: number }[];
  const taken = await page.request.post(`/api/complaint/update/${complaint.id}`, {
    headers: authHeader(sachib.token),
    data: { status: "in_progress", note: "Electricity section informed." },
  });
  expect(taken.status()).toBe(200);

  // The withdrawal is refused (409) with the server's reason in Nepali; the list shows it taken up.
  confirm = await complaints.askWithdraw(handled);
  await confirm.getByRole("button", { name: tr("np", "common:actions.confirm"), exact: true }).click();
  await expect(toast(page, "कारबाही भइरहेको गुनासो हटाउन मिल्दैन।")).toBeVisible();
  await expect(complaints.table.row(handled)).toContainText(tr("np", "complaints:status.in_progress"));
  await expect(complaints.withdrawButton(handled)).toHaveCount(0);
});
