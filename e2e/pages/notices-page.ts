import { expect, type Locator, type Page } from "@playwright/test";
import type { Locale } from "../fixtures/auth";
import { tr } from "../fixtures/i18n";
import { DataTablePage } from "./data-table";

/** Route `notices`: the notice list with its form, files and delivery views. */
export class NoticesPage {
  readonly table: DataTablePage;

  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
  ) {
    this.table = new DataTablePage(page, locale, tr(locale, "notices:table.label"));
  }

  async goto(): Promise<void> {
    await this.page.goto("/notices");
    await expect(
      this.page.getByRole("heading", { name: tr(this.locale, "notices:page.title") }),
    ).toBeVisible();
  }

  async openCreate(): Promise<NoticeDialog> {
    await this.page
      .getByRole("button", { name: tr(this.locale, "notices:actions.create"), exact: true })
      .click();
    const dialog = new NoticeDialog(this.page, this.locale, "createTitle");
    await expect(dialog.root).toBeVisible();
    return dialog;
  }

  private async rowAction(title: string, action: "edit" | "delivery" | "delete"): Promise<void> {
    await this.table
      .row(title)
      .getByRole("button", { name: tr(this.locale, `notices:actions.${action}`, { title }), exact: true })
      .click();
  }

  async openEdit(title: string): Promise<NoticeDialog> {
    await this.rowAction(title, "edit");
    const dialog = new NoticeDialog(this.page, this.locale, "editTitle");
    await expect(dialog.root).toBeVisible();
    return dialog;
  }

  async openDelivery(title: string): Promise<Locator> {
    await this.rowAction(title, "delivery");
    const dialog = this.page.getByRole("dialog", {
      name: tr(this.locale, "notices:outbox.title", { title }),
    });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Asks to delete a notice and returns the confirmation dialog. */
  async askDelete(title: string): Promise<Locator> {
    await this.rowAction(title, "delete");
    const dialog = this.page.getByRole("dialog", { name: tr(this.locale, "notices:deleteDialog.title") });
    await expect(dialog).toBeVisible();
    return dialog;
  }
}

/** The create/edit dialog of a notice, with the files section once the notice is saved. */
class NoticeDialog {
  readonly root: Locator;

  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
    title: "createTitle" | "editTitle",
  ) {
    this.root = page.getByRole("dialog", { name: tr(locale, `notices:form.${title}`) });
  }

  /** The same dialog once a new notice is published (it goes on as the edit dialog). */
  asEdit(): NoticeDialog {
    return new NoticeDialog(this.page, this.locale, "editTitle");
  }

  field(key: "title" | "description" | "fromDate" | "toDate"): Locator {
    return this.root.getByRole("textbox", { name: tr(this.locale, `notices:form.${key}`) });
  }

  async fill(
    values: Partial<Record<"title" | "description" | "fromDate" | "toDate", string>>,
  ): Promise<void> {
    for (const [key, value] of Object.entries(values))
      await this.field(key as "title" | "description" | "fromDate" | "toDate").fill(value);
  }

  /** Checks an office target, found by searching the office tree. */
  async chooseOffice(name: string): Promise<void> {
    const label = tr(this.locale, "notices:form.offices");
    await this.root
      .getByRole("searchbox", { name: tr(this.locale, "offices:tree.search", { label }) })
      .fill(name);
    await this.root.getByRole("checkbox", { name, exact: true }).check();
  }

  async chooseChannel(channel: "sms" | "email"): Promise<void> {
    await this.root
      .getByRole("checkbox", { name: tr(this.locale, `notices:channels.${channel}`), exact: true })
      .check();
  }

  /** The SMS's parts and recipients, shown before publishing when SMS is chosen. */
  get smsCost(): Locator {
    return this.root.getByTestId("notice-sms-cost");
  }

  async publish(): Promise<void> {
    await this.root
      .getByRole("button", { name: tr(this.locale, "notices:actions.publish"), exact: true })
      .click();
  }

  async save(): Promise<void> {
    await this.root
      .getByRole("button", { name: tr(this.locale, "notices:actions.save"), exact: true })
      .click();
  }

  async close(): Promise<void> {
    // The form's own Close button (the dialog's corner button has the same name).
    await this.root
      .locator("form")
      .getByRole("button", { name: tr(this.locale, "notices:actions.close"), exact: true })
      .click();
    await expect(this.root).toBeHidden();
  }

  /** Chooses files in the file input and presses Attach. */
  async attach(files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<void> {
    await this.root.locator('input[type="file"]').setInputFiles(files);
    await this.root
      .getByRole("button", { name: tr(this.locale, "notices:actions.upload"), exact: true })
      .click();
  }

  get files(): Locator {
    return this.root.getByTestId("notice-files");
  }

  fileLink(name: string): Locator {
    return this.files.getByRole("link", { name, exact: true });
  }

  /** Asks to remove an attached file and returns the confirmation dialog. */
  async askRemoveFile(name: string): Promise<Locator> {
    await this.files
      .getByRole("button", { name: tr(this.locale, "notices:actions.removeFile", { name }), exact: true })
      .click();
    const dialog = this.page.getByRole("dialog", { name: tr(this.locale, "notices:files.removeTitle") });
    await expect(dialog).toBeVisible();
    return dialog;
  }
}
