import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { loginAs } from "../../fixtures/auth";
import { devanagari, tr } from "../../fixtures/i18n";
import { AppShell } from "../../pages/app-shell";
import { toast } from "../../pages/mantine";
import { NoticesPage } from "../../pages/notices-page";

/** A small, valid PDF made here, so the journey needs no fixture file. */
const pdf = (text: string): Buffer =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

test("admin sends a notice with a PDF to the Division Road Office by e-mail and SMS; its user reads it from the bell", async ({
  page,
}) => {
  const stamp = Date.now();
  const title = `सडक सुरक्षा सप्ताह ${stamp}`;
  const description = "सडक सुरक्षा सप्ताहका कार्यक्रमहरू संलग्न परिपत्रअनुसार सञ्चालन गर्नुहोला।";
  const file = `road-safety-${stamp}.pdf`;

  // Admin, in Nepali: write the notice for the Division Road Office (user `project`, whose bell no other
  // journey counts), with both channels.
  await loginAs(page, "admin", "np");
  const notices = new NoticesPage(page, "np");
  await notices.goto();
  const form = await notices.openCreate();
  await form.fill({ title, description });
  await form.chooseOffice("डिभिजन सडक कार्यालय, काठमाडौं");
  await form.chooseChannel("email");
  await form.chooseChannel("sms");
  await form.publish();
  await expect(toast(page, tr("np", "notices:toasts.created"))).toBeVisible();

  // Published: the same dialog now takes its files.
  const edit = form.asEdit();
  await expect(edit.root).toBeVisible();
  await expect(edit.files).toContainText(tr("np", "notices:files.none"));
  await edit.attach([{ name: file, mimeType: "application/pdf", buffer: pdf(title) }]);
  await expect(toast(page, tr("np", "notices:files.uploaded"))).toBeVisible();
  await expect(edit.fileLink(file)).toBeVisible();
  await edit.close();

  // The list: recipients, channels, one file and the messages waiting in the outbox.
  const row = notices.table.row(title);
  await expect(row).toContainText("डिभिजन सडक कार्यालय, काठमाडौं");
  await expect(row).toContainText(tr("np", "notices:channels.email"));
  await expect(row).toContainText(tr("np", "notices:channels.sms"));
  await expect(row.locator("td").nth(4)).toHaveText(devanagari(1));
  await expect(row).toContainText(/[०-९]+ बाँकी/);

  // The delivery view: one e-mail and one SMS to the office's user, pending until SMTP/SMS are configured.
  let delivery = await notices.openDelivery(title);
  await expect(delivery).toContainText(tr("np", "notices:outbox.explanation"));
  const email = delivery.locator("tbody tr").filter({ hasText: "project@example.gov.np" });
  await expect(email).toContainText(tr("np", "notices:channels.email"));
  await expect(email).toContainText(tr("np", "notices:outbox.status.pending"));
  const sms = delivery.locator("tbody tr").filter({ hasText: devanagari("9800000004") });
  await expect(sms).toContainText(tr("np", "notices:outbox.status.pending"));
  await page.keyboard.press("Escape");
  await expect(delivery).toBeHidden();

  // The same screen in English.
  await new AppShell(page, "np").switchLanguage();
  const english = new NoticesPage(page, "en");
  await expect(page.getByRole("heading", { name: "Notices" })).toBeVisible();
  const enRow = english.table.row(title);
  await expect(enRow).toContainText("Division Road Office, Kathmandu");
  await expect(enRow).toContainText("E-mail");
  await expect(enRow).toContainText(/\d+ pending/);
  delivery = await english.openDelivery(title);
  await expect(delivery).toContainText(
    "Pending messages wait until the server's e-mail (SMTP) and SMS gateway",
  );
  await expect(delivery.locator("tbody tr").filter({ hasText: "9800000004" })).toContainText("Pending");
  await page.keyboard.press("Escape");

  // The office's user (`project`) finds it in the bell, with the file, and reads it.
  await loginAs(page, "project", "en");
  await page.goto("/");
  const shell = new AppShell(page, "en");
  let bell = await shell.openBell();
  await bell.getByRole("menuitem", { name: title }).click();
  const modal = page.getByRole("dialog", { name: title });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(description);
  const download = page.waitForEvent("download");
  await modal.getByRole("link", { name: file, exact: true }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(file);
  expect(
    readFileSync(await saved.path())
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");
  await modal.getByRole("button", { name: tr("en", "common:actions.close"), exact: true }).click();
  await expect(modal).toBeHidden();

  // Read: gone from the bell, also after a reload.
  bell = await shell.openBell();
  await expect(bell.getByRole("menuitem", { name: title })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await page.reload();
  bell = await shell.openBell();
  await expect(bell.getByRole("menuitem", { name: title })).toHaveCount(0);
});
