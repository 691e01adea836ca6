import { expect, test } from "@playwright/test";
import { authHeader } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { devanagari, tr } from "../../fixtures/i18n";
import { AppShell } from "../../pages/app-shell";
import { toast } from "../../pages/mantine";
import { NoticesPage } from "../../pages/notices-page";

/** A file the server takes as a PDF (it checks the first bytes). */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
// Railways has no users, so this journey's notice reaches nobody's bell.
const OFFICE_NP = "रेल विभाग";
const OFFICE_EN = "Department of Railways";

test("admin's notice is checked before sending, in Nepali; a refused file shows the server's reason; edit and delete in English", async ({
  page,
}) => {
  const stamp = Date.now();
  const title = `रेल सेवा सूचना ${stamp}`;
  const session = await loginAs(page, "admin", "np");
  const before = (
    await (await page.request.get("/api/notices/all", { headers: authHeader(session.token) })).json()
  ).response.total as number;

  const notices = new NoticesPage(page, "np");
  await notices.goto();
  const form = await notices.openCreate();

  // Nothing filled: title and recipients are asked for, and nothing is sent.
  await form.publish();
  await expect(form.root).toContainText(tr("np", "notices:errors.titleRequired"));
  await expect(form.root).toContainText(tr("np", "notices:errors.targets"));

  // A month 13 is no date; an end before the start is refused.
  await form.fill({ title, fromDate: "२०८२-१३-०१", toDate: "2082-04-01" });
  await form.publish();
  await expect(form.root).toContainText("मान्य वि.सं. मिति लेख्नुहोस्");
  await form.fill({ fromDate: "२०८२/०५/१०" });
  await form.publish();
  await expect(form.root).toContainText(tr("np", "notices:errors.dateOrder"));
  expect(
    (await (await page.request.get("/api/notices/all", { headers: authHeader(session.token) })).json())
      .response.total,
  ).toBe(before);

  // Fixed: dates typed either way are kept as BS dates.
  await form.fill({ toDate: "2082-05-20" });
  await form.chooseOffice(OFFICE_NP);
  await form.publish();
  await expect(toast(page, tr("np", "notices:toasts.created"))).toBeVisible();
  const edit = form.asEdit();
  await expect(edit.field("fromDate")).toHaveValue("२०८२/०५/१०");

  // A text file is refused here; a "PDF" that is not one is refused by the server (422), whole.
  await edit.attach([{ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") }]);
  await expect(edit.files).toContainText(tr("np", "common:files.errors.type", { name: "notes.txt" }));
  await edit.attach([{ name: "fake.pdf", mimeType: "application/pdf", buffer: Buffer.from("MZ not a pdf") }]);
  await expect(edit.files).toContainText('"fake.pdf" स्वीकार्य फाइल होइन');
  await expect(edit.files).toContainText(tr("np", "notices:files.none"));

  // A real PDF is kept; removing it asks first, Cancel keeps it and Confirm removes it.
  const file = `rail-timetable-${stamp}.pdf`;
  await edit.attach([{ name: file, mimeType: "application/pdf", buffer: PDF }]);
  await expect(toast(page, tr("np", "notices:files.uploaded"))).toBeVisible();
  await expect(edit.fileLink(file)).toBeVisible();
  let removal = await edit.askRemoveFile(file);
  await expect(removal).toContainText(tr("np", "notices:files.removeMessage", { name: file }));
  await removal.getByRole("button", { name: tr("np", "common:actions.cancel"), exact: true }).click();
  await expect(removal).toBeHidden();
  await expect(edit.fileLink(file)).toBeVisible();
  removal = await edit.askRemoveFile(file);
  await removal.getByRole("button", { name: tr("np", "common:actions.confirm"), exact: true }).click();
  await expect(toast(page, tr("np", "notices:files.removed"))).toBeVisible();
  await expect(edit.fileLink(file)).toHaveCount(0);
  await expect(edit.files).toContainText(tr("np", "notices:files.none"));
  await edit.close();

  const row = notices.table.row(title);
  await expect(row).toContainText(`${devanagari("2082/05/10")} देखि ${devanagari("2082/05/20")} सम्म`);
  await expect(row).toContainText(OFFICE_NP);
  await expect(row).toContainText(tr("np", "notices:channels.none"));
  await expect(row).toContainText(tr("np", "notices:delivery.none"));

  // English: edit the title, then delete it after confirming.
  await new AppShell(page, "np").switchLanguage();
  const english = new NoticesPage(page, "en");
  const renamed = `Railway service notice ${stamp}`;
  const dialog = await english.openEdit(title);
  await expect(dialog.root).toContainText(OFFICE_EN);
  await expect(dialog.field("fromDate")).toHaveValue("2082-05-10");
  await dialog.fill({ title: "" });
  await dialog.save();
  await expect(dialog.root).toContainText("Write a title.");
  await dialog.fill({ title: renamed });
  await dialog.save();
  await expect(toast(page, "The notice was saved.")).toBeVisible();
  await expect(dialog.root).toBeHidden();
  await expect(english.table.row(renamed)).toContainText("2082-05-10 to 2082-05-20");

  let confirm = await english.askDelete(renamed);
  await confirm.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(english.table.row(renamed)).toHaveCount(1);
  confirm = await english.askDelete(renamed);
  await expect(confirm).toContainText(`"${renamed}" and its files will be deleted`);
  await confirm.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(toast(page, "The notice was deleted.")).toBeVisible();
  await expect(english.table.row(renamed)).toHaveCount(0);
});
