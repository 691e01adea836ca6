import { expect, test } from "@playwright/test";
import { loginAs } from "../../fixtures/auth";
import { tr } from "../../fixtures/i18n";
import { ComplaintsPage } from "../../pages/complaints-page";
import { toast } from "../../pages/mantine";

test("office files a complaint in Nepali; the secretary takes it up and resolves it in English; the office sees it resolved with its history", async ({
  page,
}) => {
  const title = `कलंकी चोकमा ढल निकास अवरुद्ध ${Date.now()}`;
  const response = "The drain was cleared on Monday and the division checks it every week.";

  // The office (Department of Roads) files it; its own office is the default.
  await loginAs(page, "office", "np");
  let complaints = new ComplaintsPage(page, "np");
  await complaints.goto();
  const filing = await complaints.openFiling();
  await expect(filing.getByRole("checkbox", { name: "सडक विभाग", exact: true })).toBeChecked();
  await page.keyboard.press("Escape");
  await complaints.file(title, "वर्षा हुँदा सडकमा पानी जम्छ र सवारी आवागमन अवरुद्ध हुन्छ।");
  await expect(toast(page, tr("np", "complaints:toasts.filed"))).toBeVisible();
  const row = complaints.table.row(title);
  await expect(row).toContainText("सडक विभाग");
  await expect(row).toContainText(tr("np", "complaints:status.open"));
  await expect(row).toContainText("Ram Thapa");
  await expect(row.locator("td").nth(4)).toHaveText(/^[०-९]{4}\/[०-९]{2}\/[०-९]{2} [०-९]{2}:[०-९]{2}$/);

  // The secretary of the ministry above it, in English: in progress with a note ...
  await loginAs(page, "sachib", "en");
  complaints = new ComplaintsPage(page, "en");
  await complaints.goto();
  await complaints.table.search(title);
  let drawer = await complaints.open(title);
  await expect(drawer.details).toContainText("Department of Roads");
  await drawer.changeStatus("in_progress");
  await drawer.note().fill("Asked the Kathmandu division to inspect the drain.");
  await drawer.save();
  await expect(toast(page, "The complaint was updated.")).toBeVisible();
  await expect(drawer.history).toHaveCount(2);
  await expect(drawer.details).toContainText("In progress");

  // ... resolving asks for the response first.
  await drawer.changeStatus("resolved");
  await drawer.save();
  await expect(drawer.form).toContainText("Write the response before resolving the complaint.");
  await drawer.response().fill(response);
  await drawer.save();
  await expect(drawer.history).toHaveCount(3);
  await expect(drawer.details).toContainText("Resolved");
  await drawer.close();
  await expect(complaints.table.row(title)).toContainText("Resolved");

  // The office sees the answer and every step, in Nepali; it can no longer withdraw it.
  await loginAs(page, "office", "np");
  complaints = new ComplaintsPage(page, "np");
  await complaints.goto();
  await expect(complaints.table.row(title)).toContainText(tr("np", "complaints:status.resolved"));
  await expect(complaints.withdrawButton(title)).toHaveCount(0);
  drawer = await complaints.open(title);
  await expect(drawer.details).toContainText(response);
  await expect(drawer.history).toHaveCount(3);
  await expect(drawer.history.nth(0)).toContainText(tr("np", "complaints:status.open"));
  await expect(drawer.history.nth(0)).toContainText("Ram Thapa");
  await expect(drawer.history.nth(1)).toContainText(tr("np", "complaints:status.in_progress"));
  await expect(drawer.history.nth(1)).toContainText("Asked the Kathmandu division to inspect the drain.");
  await expect(drawer.history.nth(2)).toContainText(tr("np", "complaints:status.resolved"));
  await expect(drawer.history.nth(2)).toContainText("Sita Sharma");
  await expect(drawer.history.nth(2)).toContainText(response);
});
