import { expect, type Locator, type Page } from "@playwright/test";
import type { Locale } from "../fixtures/auth";
import { tr } from "../fixtures/i18n";
import { DataTablePage } from "./data-table";

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Route `meetings`: the meeting list and a meeting's drawer (details, decisions, files). */
export class MeetingsPage {
  readonly table: DataTablePage;

  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
  ) {
    this.table = new DataTablePage(page, locale, tr(locale, "meetings:table.label"));
  }

  async goto(): Promise<void> {
    await this.page.goto("/meetings");
    await expect(
      this.page.getByRole("heading", { name: tr(this.locale, "meetings:page.title") }),
    ).toBeVisible();
  }

  createButton(): Locator {
    return this.page.getByRole("button", { name: tr(this.locale, "meetings:actions.create"), exact: true });
  }

  async create(): Promise<MeetingDrawer> {
    await this.createButton().click();
    const drawer = new MeetingDrawer(this.page, this.locale);
    await expect(drawer.root).toBeVisible();
    return drawer;
  }

  async open(title: string): Promise<MeetingDrawer> {
    await this.table.row(title).getByRole("button", { name: title, exact: true }).click();
    const drawer = new MeetingDrawer(this.page, this.locale);
    await expect(drawer.root).toBeVisible();
    return drawer;
  }
}

/** A meeting's drawer: its title reads "record" until the meeting is stored. */
export class MeetingDrawer {
  readonly root: Locator;

  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
  ) {
    const titles = ["form.createTitle", "form.editTitle", "form.viewTitle"].map((key) =>
      literal(this.t(key)),
    );
    this.root = page.getByRole("dialog", { name: new RegExp(`^(${titles.join("|")})$`) });
  }

  private t(key: string, vars: Record<string, string> = {}): string {
    return tr(this.locale, `meetings:${key}`, vars);
  }

  field(name: string): Locator {
    return this.root.getByRole("textbox", { name: this.t(`labels.${name}`), exact: true });
  }

  async choose(name: string, option: string): Promise<void> {
    await this.field(name).click();
    await this.page.getByRole("option", { name: option, exact: true }).click();
  }

  errorOf(name: string): Locator {
    return this.field(name)
      .locator("xpath=ancestor::div[contains(@class,'mantine-InputWrapper-root')][1]")
      .locator(".mantine-InputWrapper-error");
  }

  async save(): Promise<void> {
    await this.root.getByRole("button", { name: this.t("actions.save"), exact: true }).click();
  }

  async tab(key: "details" | "decisions" | "files"): Promise<void> {
    await this.root.getByRole("tab", { name: this.t(`form.tabs.${key}`) }).click();
  }

  get decisions(): Locator {
    return this.root.getByRole("table", { name: this.t("decisions.label") }).getByTestId("decision-row");
  }

  addDecisionButton(): Locator {
    return this.root.getByRole("button", { name: this.t("actions.addDecision"), exact: true });
  }

  async addDecision(): Promise<DecisionForm> {
    await this.addDecisionButton().click();
    const form = new DecisionForm(this.page, this.locale, this.t("decisions.createTitle"));
    await expect(form.root).toBeVisible();
    return form;
  }
}

/** The decision form in its modal. */
export class DecisionForm {
  readonly root: Locator;

  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
    title: string,
  ) {
    this.root = page.getByRole("dialog", { name: title });
  }

  private t(key: string, vars: Record<string, string> = {}): string {
    return tr(this.locale, `meetings:${key}`, vars);
  }

  field(name: string): Locator {
    return this.root.getByRole("textbox", { name: this.t(`labels.${name}`), exact: true });
  }

  async choose(name: string, option: string): Promise<void> {
    await this.field(name).click();
    await this.page.getByRole("option", { name: option, exact: true }).click();
  }

  /**
   * Links the decision to a project, milestone or indicator (`field`): types `search` (a name or code)
   * and picks the first option showing `option`.
   */
  async link(
    field: "project_id" | "milestone_id" | "indicator_id",
    search: string,
    option = search,
  ): Promise<void> {
    await this.field(field).fill(search);
    await this.page.getByRole("option").filter({ hasText: option }).first().click();
  }

  /** Checks an office in one of the form's office trees (found by the tree's label). */
  async checkOffice(treeField: string, officeName: string): Promise<void> {
    const label = this.t(`labels.${treeField}`);
    await this.root
      .getByRole("searchbox", { name: tr(this.locale, "offices:tree.search", { label }) })
      .fill(officeName);
    await this.root
      .getByRole("group", { name: label })
      .getByRole("checkbox", { name: officeName, exact: true })
      .check();
  }

  async save(): Promise<void> {
    await this.root.getByRole("button", { name: this.t("actions.save"), exact: true }).click();
    await expect(this.root).toBeHidden();
  }
}
