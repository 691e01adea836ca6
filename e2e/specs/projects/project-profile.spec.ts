import { expect, test } from "@playwright/test";
import { authHeader, postDemoHead } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { tr } from "../../fixtures/i18n";
import { toast } from "../../pages/mantine";
import { ProjectsPage } from "../../pages/projects-page";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

test("admin creates a project through every step, meets the phone rule, adds a cost revision and files; under the office's project lock the project head's edit is refused", async ({
  page,
}) => {
  const name = `Melamchi road upgrade ${Date.now()}`;
  const admin = await loginAs(page, "admin", "en");
  const projects = new ProjectsPage(page, "en");
  await projects.goto();

  const form = await projects.create();
  await form.field("name").fill(name);
  await form.field("phone").fill("12345");
  await form.step("classification");
  await form.choose("type_id", "National pride project");
  await form.choose("sector_id", "Transport");
  await form.choose("sub_sector_id", "Roads");
  await form.step("location");
  await form.choose("province_id", "Bagmati Province");
  await form.choose("district_id", "Kathmandu");
  await form.step("offices");
  await form.checkOffice("nikaya_id", "Division Road Office, Kathmandu");
  await form.checkOffice("office_ids", "Division Road Office, Kathmandu");
  await form.checkOffice("office_ids", "Department of Roads");
  await form.step("finance");
  await form.field("start_date").fill("2082-04-01");
  await form.field("expected_end_date").fill("2085-03-15");
  await form.field("initial_cost").fill("2500.5");
  // Files belong to a stored project: the new form's files step says so.
  await form.step("files");
  await expect(form.root).toContainText(tr("en", "projects:files.saveFirst"));

  // The bad phone number sends the form back to its step with the rule.
  await form.save();
  await expect(form.errorOf("phone")).toHaveText(tr("en", "projects:form.errors.phone"));
  await form.field("phone").fill("014211000");
  await form.save();
  await expect(toast(page, "The project was created.")).toBeVisible();
  await expect(form.root).toBeHidden();

  await projects.table.search(name);
  const row = projects.table.row(name);
  await expect(row).toContainText("Division Road Office, Kathmandu");
  await expect(row).toContainText("2,500.5");

  // A cost revision is kept beside the original estimate and becomes the revised cost.
  const edit = await projects.open(name);
  await edit.step("history");
  await edit.addCostRevision("2082-09-01", "2875", "Design change after the soil test");
  await expect(toast(page, "The cost revision was added.")).toBeVisible();
  await expect(edit.root.getByRole("table", { name: "Cost revisions" })).toContainText(
    "Design change after the soil test",
  );
  await expect(edit.root).toContainText("Initial cost estimate: 2,500.5 lakh");

  // Several files: a text file is refused here, a "PDF" that is not one by the server, whole; two real
  // ones are kept, and removing one asks first.
  await edit.step("files");
  await expect(edit.files).toContainText(tr("en", "projects:files.none"));
  await edit.attach([{ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") }]);
  await expect(edit.files).toContainText(tr("en", "common:files.errors.type", { name: "notes.txt" }));
  await edit.attach([{ name: "fake.pdf", mimeType: "application/pdf", buffer: Buffer.from("MZ not a pdf") }]);
  await expect(edit.files).toContainText('"fake.pdf" is not an accepted file');
  await edit.attach([
    { name: "detailed-project-report.pdf", mimeType: "application/pdf", buffer: PDF },
    { name: "cost-approval.pdf", mimeType: "application/pdf", buffer: PDF },
  ]);
  await expect(toast(page, tr("en", "projects:files.uploaded"))).toBeVisible();
  await expect(edit.fileLink("detailed-project-report.pdf")).toBeVisible();
  await expect(edit.fileLink("cost-approval.pdf")).toBeVisible();
  const removal = await edit.askRemoveFile("cost-approval.pdf");
  await expect(removal).toContainText(
    tr("en", "projects:files.removeMessage", { name: "cost-approval.pdf" }),
  );
  await removal.getByRole("button", { name: tr("en", "common:actions.confirm"), exact: true }).click();
  await expect(toast(page, tr("en", "projects:files.removed"))).toBeVisible();
  await expect(edit.fileLink("cost-approval.pdf")).toHaveCount(0);
  await expect(edit.fileLink("detailed-project-report.pdf")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(row).toContainText("2,875");

  // The office's project lock refuses the project head's edit, in Nepali.
  const list = (
    await (
      await page.request.get("/api/ayojana/all", {
        headers: authHeader(admin.token),
        params: { search: name },
      })
    ).json()
  ).response.data as { id: number; nikaya: { id: number } }[];
  const officeId = list[0].nikaya.id;
  await postDemoHead(page.request, admin.token, list[0].id);
  const lock = (on: boolean) =>
    page.request.post(`/api/nikaya/locks/update/${officeId}`, {
      headers: authHeader(admin.token),
      data: { ayojana_lock: on },
    });
  expect((await lock(true)).ok()).toBe(true);
  try {
    await loginAs(page, "project", "np");
    const np = new ProjectsPage(page, "np");
    await np.goto();
    await np.table.search(name);
    const headEdit = await np.open(name);
    await headEdit.field("name").fill(`${name} (संशोधित)`);
    await headEdit.save();
    await expect(toast(page, "आयोजना लक गरिएको छ।")).toBeVisible();
  } finally {
    await lock(false);
  }
});
