import { expect, type Locator, type Page } from "@playwright/test";
import type { Locale } from "../fixtures/auth";
import { tr } from "../fixtures/i18n";
import { DataTablePage } from "./data-table";

/** Route `ayojana`: the project list and the profile drawer. */
export class ProjectsPage {
  readonly table: DataTablePage;

  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
  ) {
    this.table = new DataTablePage(page, locale, tr(locale, "projects:table.label"));
  }

  async goto(): Promise<void> {
    await this.page.goto("/ayojana");
    await expect(
      this.page.getByRole("heading", { name: tr(this.locale, "projects:page.title") }),
    ).toBeVisible();
  }

  async create(): Promise<ProjectForm> {
    await this.page
      .getByRole("button", { name: tr(this.locale, "projects:actions.create"), exact: true })
      .click();
    const form = new ProjectForm(this.page, this.locale, tr(this.locale, "projects:form.createTitle"));
    await expect(form.root).toBeVisible();
    return form;
  }

  async open(name: string, title = "projects:form.editTitle"): Promise<ProjectForm> {
    await this.table.row(name).getByRole("button", { name, exact: true }).click();
    const form = new ProjectForm(this.page, this.locale, tr(this.locale, title));
    await expect(form.root).toBeVisible();
    return form;
  }
}

/** The stepped profile form in its drawer. */
export class ProjectForm {
  readonly root: Locator;

  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
    title: string,
  ) {
    this.root = page.getByRole("dialog", { name: title });
  }

  private t(key: string, vars: Record<string, string> = {}): string {
    return tr(this.locale, `projects:${key}`, vars);
  }

  field(name: string): Locator {
    return this.root.getByRole("textbox", { name: this.t(`fields.${name}`), exact: true });
  }

  async step(key: string): Promise<void> {
    await this.root.getByRole("button", { name: new RegExp(this.t(`form.steps.${key}`)) }).click();
  }

  /** Picks an option of the form's select (the list's filters carry some of the same labels). */
  async choose(name: string, option: string): Promise<void> {
    await this.field(name).click();
    await this.page.getByRole("option", { name: option, exact: true }).click();
  }

  /** Checks an office in one of the form's office trees (found by the tree's label). */
  async checkOffice(treeField: string, officeName: string): Promise<void> {
    const label = this.t(`fields.${treeField}`);
    await this.root
      .getByRole("searchbox", { name: tr(this.locale, "offices:tree.search", { label }) })
      .fill(officeName);
    await this.root
      .getByRole("group", { name: label })
      .getByRole("checkbox", { name: officeName, exact: true })
      .check();
  }

  errorOf(name: string): Locator {
    return this.field(name)
      .locator("xpath=ancestor::div[contains(@class,'mantine-InputWrapper-root')][1]")
      .locator(".mantine-InputWrapper-error");
  }

  async save(): Promise<void> {
    await this.root.getByRole("button", { name: this.t("actions.save"), exact: true }).click();
  }

  /** The files step: chooses files in its file input and presses Attach. */
  async attach(files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<void> {
    await this.root.locator('input[type="file"]').setInputFiles(files);
    await this.root.getByRole("button", { name: this.t("actions.upload"), exact: true }).click();
  }

  get files(): Locator {
    return this.root.getByTestId("project-files");
  }

  fileLink(name: string): Locator {
    return this.files.getByRole("link", { name, exact: true });
  }

  /** Asks to remove an attached file and returns the confirmation dialog. */
  async askRemoveFile(name: string): Promise<Locator> {
    await this.files
      .getByRole("button", { name: this.t("actions.removeFile", { name }), exact: true })
      .click();
    const dialog = this.page.getByRole("dialog", { name: this.t("files.removeTitle") });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** The add-revision fields of the history step. */
  async addCostRevision(date: string, amount: string, reason: string): Promise<void> {
    const group = this.root.getByRole("group", { name: this.t("history.addRevision") });
    await group.getByRole("textbox", { name: this.t("history.revisedOn") }).fill(date);
    await group.getByRole("textbox", { name: this.t("history.newCost") }).fill(amount);
    await group.getByRole("textbox", { name: this.t("history.reason") }).fill(reason);
    await group.getByRole("button", { name: this.t("history.addRevision") }).click();
  }
}

/** The progress step of a stored project's drawer. */
export class ProjectProgressStep {
  readonly entry: Locator;
  readonly table: Locator;

  constructor(
    form: ProjectForm,
    private readonly locale: Locale,
  ) {
    this.entry = form.root.getByRole("group", { name: tr(locale, "projects:progress.entryLabel") });
    this.table = form.root.getByRole("table", { name: tr(locale, "projects:progress.tableLabel") });
  }

  field(name: string): Locator {
    return this.entry.getByRole("textbox", { name: tr(this.locale, `projects:progress.fields.${name}`) });
  }

  async fill(values: Record<string, string>): Promise<void> {
    for (const [name, value] of Object.entries(values)) await this.field(name).fill(value);
  }

  errorOf(name: string): Locator {
    return this.field(name)
      .locator("xpath=ancestor::div[contains(@class,'mantine-InputWrapper-root')][1]")
      .locator(".mantine-InputWrapper-error");
  }

  async save(): Promise<void> {
    await this.entry.getByRole("button", { name: tr(this.locale, "projects:progress.save") }).click();
  }
}

/** Route `ayojana-summary/:ayojana_id`: one project at a glance. */
export class ProjectSummaryPage {
  readonly costOverrun: Locator;
  readonly timeOverrun: Locator;
  readonly chart: Locator;
  readonly curveTable: Locator;
  readonly months: Locator;
  readonly printButton: Locator;
  readonly back: Locator;

  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
  ) {
    this.costOverrun = page.getByTestId("cost-overrun");
    this.timeOverrun = page.getByTestId("time-overrun");
    this.chart = page.getByRole("img", { name: tr(locale, "projects:summary.curve.chartLabel") });
    this.curveTable = page.getByRole("table", { name: tr(locale, "projects:summary.curve.tableLabel") });
    this.months = page.getByRole("table", { name: tr(locale, "projects:summary.months.title") });
    this.printButton = page.getByRole("button", { name: tr(locale, "projects:summary.print") });
    this.back = page.getByRole("link", { name: tr(locale, "projects:summary.back") });
  }

  /** Opens a project's summary from its row of the project list. */
  static async openFrom(projects: ProjectsPage, page: Page, locale: Locale, name: string) {
    await projects.table
      .row(name)
      .getByRole("link", { name: tr(locale, "projects:actions.summary", { name }) })
      .click();
    const summary = new ProjectSummaryPage(page, locale);
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    return summary;
  }

  async showAs(view: "asChart" | "asTable"): Promise<void> {
    await this.page.getByText(tr(this.locale, `projects:summary.curve.${view}`), { exact: true }).click();
  }
}
