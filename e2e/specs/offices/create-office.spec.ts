import { expect, test } from "@playwright/test";
import { loginAs } from "../../fixtures/auth";
import { devanagari, tr } from "../../fixtures/i18n";
import { toast } from "../../pages/mantine";
import { OfficesPage } from "../../pages/offices-page";

test("admin creates an office under another through the office tree; the form refuses bad input in English", async ({
  page,
}) => {
  const stamp = Date.now().toString().slice(-6);
  const nameNp = `सडक सुरक्षा इकाइ ${devanagari(stamp)}`;
  const nameEn = `Road Safety Unit ${stamp}`;
  const code = `336-01-${stamp}`;

  await loginAs(page, "admin", "np");
  const offices = new OfficesPage(page, "np");
  await offices.goto();
  const form = await offices.openCreate();
  await form.fill({ name: nameEn, name_np: nameNp, code, office_head_phone: "९८५११२२३३४" });
  await form.choose("category_id", "कार्यालय");
  await form.chooseParent("सडक विभाग");
  await form.save();

  // Saved: the new office's profile opens, under the Department of Roads.
  await expect(toast(page, tr("np", "offices:form.created"))).toBeVisible();
  await expect(page.getByRole("heading", { name: nameNp, level: 2 })).toBeVisible();
  await expect(page.getByRole("link", { name: "सडक विभाग" })).toBeVisible();
  await expect(page.getByText(devanagari(code), { exact: true }).first()).toBeVisible();

  // The list finds it by its code, with its parent.
  await offices.goto();
  await offices.table.search(code);
  await expect(offices.table.rows).toHaveCount(1);
  await expect(offices.table.row(nameNp)).toContainText("सडक विभाग");

  // In English the form checks phones, e-mails and BS dates before sending, and shows the server's 422.
  await loginAs(page, "admin", "en");
  const english = new OfficesPage(page, "en");
  await english.goto();
  const bad = await english.openCreate();
  await bad.fill({
    name: `Another unit ${stamp}`,
    name_np: `अर्को इकाइ ${devanagari(stamp)}`,
    phone: "12345",
    secretary_email: "not-an-email",
    office_head_appointed_at: "2081-13-40",
  });
  await bad.choose("category_id", "Office");
  await bad.save();
  await expect(bad.root).toContainText(tr("en", "offices:form.errors.phone"));
  await expect(bad.root).toContainText(tr("en", "offices:form.errors.email"));
  await expect(bad.root).toContainText(tr("en", "offices:form.errors.date"));

  // Corrected, but with a code another office uses: the server's field error shows under the code.
  await bad.fill({
    phone: "01-4211000",
    secretary_email: "secretary@example.gov.np",
    office_head_appointed_at: "2081-04-15",
    code,
  });
  await bad.save();
  // Field errors show without their full stop (several are joined by commas).
  await expect(bad.root).toContainText("Another office already uses this code");
});
