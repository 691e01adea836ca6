import { expect, type Locator, type Page } from "@playwright/test";
import type { Locale } from "../fixtures/auth";
import { tr } from "../fixtures/i18n";
import { DataTablePage } from "./data-table";
import { closeToasts } from "./mantine";

type Status = "open" | "in_progress" | "resolved";

/** Route `complaint`: the register, the filing form and a complaint's drawer. */
export class ComplaintsPage {
  readonly table: DataTablePage;

  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
  ) {
    this.table = new DataTablePage(page, locale, tr(locale, "complaints:table.label"));
  }

  async goto(): Promise<void> {
    await this.page.goto("/complaint");
    await expect(
      this.page.getByRole("heading", { name: tr(this.locale, "complaints:page.title") }),
    ).toBeVisible();
  }

  async openFiling(): Promise<Locator> {
    await this.page
      .getByRole("button", { name: tr(this.locale, "complaints:actions.create"), exact: true })
      .click();
    const dialog = this.page.getByRole("dialog", { name: tr(this.locale, "complaints:form.title") });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Files a complaint about the user's own office (the form's default). */
  async file(title: string, description: string): Promise<void> {
    const dialog = await this.openFiling();
    await dialog.getByRole("textbox", { name: tr(this.locale, "complaints:form.titleLabel") }).fill(title);
    await dialog
      .getByRole("textbox", { name: tr(this.locale, "complaints:form.description") })
      .fill(description);
    await dialog
      .getByRole("button", { name: tr(this.locale, "complaints:actions.submit"), exact: true })
      .click();
    await expect(dialog).toBeHidden();
  }

  withdrawButton(title: string): Locator {
    return this.table
      .row(title)
      .getByRole("button", { name: tr(this.locale, "complaints:actions.withdraw", { title }), exact: true });
  }

  /** Asks to withdraw a complaint and returns the confirmation dialog. */
  async askWithdraw(title: string): Promise<Locator> {
    await this.withdrawButton(title).click();
    const dialog = this.page.getByRole("dialog", {
      name: tr(this.locale, "complaints:withdrawDialog.title"),
    });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async open(title: string): Promise<ComplaintDrawer> {
    await this.table
      .row(title)
      .getByRole("button", { name: tr(this.locale, "complaints:actions.open", { title }), exact: true })
      .click();
    const drawer = new ComplaintDrawer(this.page, this.locale, title);
    await expect(drawer.root).toBeVisible();
    return drawer;
  }
}

/** A complaint's details, history and status change. */
class ComplaintDrawer {
  readonly root: Locator;

  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
    title: string,
  ) {
    this.root = page.getByRole("dialog", { name: title });
  }

  get details(): Locator {
    return this.root.getByTestId("complaint-details");
  }

  /** The titles of the history steps, oldest first. */
  get history(): Locator {
    return this.root.getByTestId("complaint-history").locator(".mantine-Timeline-item");
  }

  get form(): Locator {
    return this.root.getByRole("form", { name: tr(this.locale, "complaints:update.title") });
  }

  async changeStatus(status: Status): Promise<void> {
    await this.form
      .getByRole("textbox", { name: tr(this.locale, "complaints:update.status"), exact: true })
      .click();
    await this.page
      .getByRole("option", { name: tr(this.locale, `complaints:status.${status}`), exact: true })
      .click();
  }

  response(): Locator {
    return this.form.getByRole("textbox", { name: tr(this.locale, "complaints:update.response") });
  }

  note(): Locator {
    return this.form.getByRole("textbox", { name: tr(this.locale, "complaints:update.note") });
  }

  async save(): Promise<void> {
    await this.form
      .getByRole("button", { name: tr(this.locale, "complaints:actions.update"), exact: true })
      .click();
  }

  async close(): Promise<void> {
    await closeToasts(this.page);
    await this.root
      .getByRole("button", { name: tr(this.locale, "common:actions.close"), exact: true })
      .click();
    await expect(this.root).toBeHidden();
  }
}
