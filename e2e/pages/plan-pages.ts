import { expect, type Locator, type Page } from "@playwright/test";
import type { Locale } from "../fixtures/auth";
import { tr } from "../fixtures/i18n";
import { DataTablePage } from "./data-table";
import { officeSelect } from "./mantine";

type Level = "policies" | "budgetHeads" | "activities" | "milestones";
type LinkKey = "budgetHeads" | "activities" | "milestones" | "progress";

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One plan list screen (policies, budget heads, activities or milestones): its table, add, edit, links. */
export class PlanListPage {
  readonly table: DataTablePage;

  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
    private readonly level: Level,
  ) {
    this.table = new DataTablePage(page, locale, tr(locale, `plans:${level}.tableLabel`));
  }

  private t(key: string, vars: Record<string, string | number> = {}): string {
    return tr(this.locale, `plans:${key}`, vars);
  }

  /** The table's search (exactly: an office tree on the page has its own search box). */
  async search(text: string): Promise<void> {
    await this.page.getByRole("searchbox", { name: tr(this.locale, "table:search"), exact: true }).fill(text);
  }

  get addButton(): Locator {
    return this.page.getByRole("button", { name: this.t(`${this.level}.add`), exact: true });
  }

  get banner(): Locator {
    return this.page.getByTestId("plan-lock-banner");
  }

  get breadcrumbs(): Locator {
    return this.page.getByRole("navigation", { name: this.t("breadcrumbs.label") });
  }

  /** The office filter button (shown to users with several offices). */
  get officeFilter(): Locator {
    return officeSelect(this.page, this.locale, this.t("office.filter"));
  }

  async gotoPolicies(): Promise<void> {
    await this.page.goto("/plans-policy");
    await expect(this.page.getByRole("heading", { name: this.t("policies.title"), exact: true })).toBeVisible(
      {
        timeout: 20_000,
      },
    );
  }

  async openAdd(): Promise<PlanForm> {
    await this.addButton.click();
    return this.form("addTitle");
  }

  async openEdit(name: string): Promise<PlanForm> {
    await this.editButton(name).click();
    return this.form("editTitle");
  }

  editButton(name: string): Locator {
    return this.page.getByRole("button", { name: this.t("actions.edit", { name }), exact: true });
  }

  deleteButton(name: string): Locator {
    return this.page.getByRole("button", { name: this.t("actions.delete", { name }), exact: true });
  }

  private async form(title: "addTitle" | "editTitle"): Promise<PlanForm> {
    const form = new PlanForm(
      this.page,
      this.locale,
      this.page.getByRole("dialog", { name: this.t(`${this.level}.form.${title}`) }),
    );
    await expect(form.root).toBeVisible();
    return form;
  }

  /** A row's link to the level below (`Budget heads (2)`, ...), whatever its count. */
  link(rowText: string, key: LinkKey): Locator {
    const prefix = this.t(`links.${key}`, { n: "" }).replace(/\(\)$/, "");
    return this.table.row(rowText).getByRole("link", { name: new RegExp(`^${escapeRegExp(prefix)}\\(`) });
  }

  /** Follows a row's link and waits for the list below. */
  async follow(rowText: string, key: Exclude<LinkKey, "progress">): Promise<PlanListPage> {
    await this.link(rowText, key).click();
    const next = new PlanListPage(this.page, this.locale, key);
    await expect(next.table.table).toBeVisible();
    return next;
  }
}

/** A plan form in its dialog: fields by label, the office trees, the month grid of a milestone. */
class PlanForm {
  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
    readonly root: Locator,
  ) {}

  private label(field: string): string {
    return tr(this.locale, `plans:fields.${field}`);
  }

  field(field: string): Locator {
    return this.root.getByRole("textbox", { name: this.label(field), exact: true });
  }

  async fill(values: Record<string, string>): Promise<void> {
    for (const [field, value] of Object.entries(values)) await this.field(field).fill(value);
  }

  /** Picks a day in a date field's calendar, which opens on the typed date's month. */
  async pickDay(field: string, day: string): Promise<void> {
    await this.field(field)
      .locator("..")
      .getByRole("button", { name: tr(this.locale, "common:bsDate.pick") })
      .click();
    // The calendar is the dialog with the year select (the form's own dialog has none).
    const year = this.page.getByRole("combobox", { name: tr(this.locale, "common:bsDate.year") });
    await this.page
      .getByRole("dialog")
      .filter({ has: year })
      .getByRole("button", { name: day, exact: true })
      .click();
  }

  /** Picks an option of a select; the first one when no name is given. */
  async choose(field: string, option?: string): Promise<void> {
    await this.field(field).click();
    const options = this.page.getByRole("listbox").getByRole("option");
    await (option ? options.filter({ hasText: option }).first() : options.first()).click();
  }

  /** A checkbox of the office tree labelled `tree` (Office, Helper offices, ...). */
  office(tree: string, office: string): Locator {
    return this.root
      .getByRole("group", { name: this.label(tree) })
      .getByRole("checkbox", { name: office, exact: true });
  }

  month(name: string): Locator {
    return this.root.getByRole("checkbox", { name, exact: true });
  }

  target(month: string): Locator {
    return this.root.getByRole("textbox", {
      name: tr(this.locale, "plans:milestones.form.targetOf", { month }),
      exact: true,
    });
  }

  /** Selects months with their targets, e.g. `{ भदौ: "4" }`. */
  async months(targets: Record<string, string>): Promise<void> {
    for (const [month, target] of Object.entries(targets)) {
      await this.month(month).check();
      await this.target(month).fill(target);
    }
  }

  /** Turns the cumulative switch on or off by its label, as a user does (the input is visually hidden). */
  async setCumulative(on: boolean): Promise<void> {
    if ((await this.cumulative.isChecked()) !== on)
      await this.root.getByText(this.label("cumulative"), { exact: true }).click();
    await expect(this.cumulative).toBeChecked({ checked: on });
  }

  get cumulative(): Locator {
    // The switch's name also carries its description.
    return this.root.getByRole("switch", { name: new RegExp(`^${escapeRegExp(this.label("cumulative"))}`) });
  }

  async save(): Promise<void> {
    await this.root.getByRole("button", { name: tr(this.locale, "plans:actions.save"), exact: true }).click();
  }

  /** Saves and waits for the dialog to close. */
  async saveAndClose(): Promise<void> {
    await this.save();
    await expect(this.root).toBeHidden();
  }
}
