import { expect, type Locator, type Page } from "@playwright/test";
import type { Locale } from "../fixtures/auth";
import { localDigits, tr } from "../fixtures/i18n";
import { APP_LOAD_TIMEOUT } from "./app-shell";
import { chooseOption } from "./mantine";

/** Route `quick-filter`: offices, type, status and month for the programs screen. */
export class QuickFilterScreen {
  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
  ) {}

  private text(key: string, vars: Record<string, string | number> = {}): string {
    return tr(this.locale, `programs:${key}`, vars);
  }

  async expectOpen(): Promise<void> {
    await expect(this.page.getByRole("heading", { name: this.text("quickFilter.title") })).toBeVisible({
      timeout: APP_LOAD_TIMEOUT,
    });
  }

  /** Checks an office found by a search term (name or code) in the office tree. */
  async chooseOffice(term: string, officeName: string): Promise<void> {
    const label = this.text("quickFilter.offices");
    await this.page
      .getByRole("searchbox", { name: tr(this.locale, "offices:tree.search", { label }) })
      .fill(term);
    await this.page.getByRole("checkbox", { name: officeName, exact: true }).check();
  }

  async chooseStatus(status: "not_started" | "in_progress" | "completed"): Promise<void> {
    await chooseOption(this.page, this.text("quickFilter.status"), this.text(`statuses.${status}`));
  }

  async chooseMonth(monthName: string): Promise<void> {
    await chooseOption(this.page, this.text("quickFilter.month"), monthName);
  }

  async show(): Promise<void> {
    await this.page.getByRole("button", { name: this.text("quickFilter.show"), exact: true }).click();
    await expect(this.page).toHaveURL(/\/programs$/);
  }
}

/** Route `programs`: the plan tree, the active-filter summary and the milestone filter dialog. */
export class ProgramsScreen {
  constructor(
    private readonly page: Page,
    public locale: Locale,
  ) {}

  text(key: string, vars: Record<string, string | number> = {}): string {
    return tr(this.locale, `programs:${key}`, vars);
  }

  async goto(): Promise<void> {
    await this.page.goto("/programs");
    await this.expectOpen();
  }

  async expectOpen(): Promise<void> {
    await expect(this.page.getByRole("heading", { name: this.text("page.title") })).toBeVisible({
      timeout: APP_LOAD_TIMEOUT,
    });
  }

  get table(): Locator {
    return this.page.getByRole("table", { name: this.text("tree.label") });
  }

  get summary(): Locator {
    return this.page.getByRole("region", { name: this.text("summary.label") });
  }

  /** The milestone rows of the plan tree (policy and activity headings left out). */
  get milestoneRows(): Locator {
    return this.table.locator('tr[data-testid^="program-milestone-"]');
  }

  milestoneRow(code: string): Locator {
    return this.milestoneRows.filter({ hasText: localDigits(this.locale, code) });
  }

  /** Opens the milestone filter dialog (its button reads "Milestones" or "Milestones (n)"). */
  async openMilestoneFilter(): Promise<MilestoneFilterDialog> {
    await this.page
      .getByRole("button", { name: new RegExp(`^${this.text("milestoneFilter.button")}`) })
      .click();
    const dialog = new MilestoneFilterDialog(this.page, this);
    await expect(dialog.root).toBeVisible();
    return dialog;
  }
}

/** The milestone filter: search, select, presets (apply, save, manage) and apply. */
class MilestoneFilterDialog {
  readonly root: Locator;

  constructor(
    private readonly page: Page,
    private readonly screen: ProgramsScreen,
  ) {
    this.root = page.getByRole("dialog", { name: screen.text("milestoneFilter.title") });
  }

  private get locale(): Locale {
    return this.screen.locale;
  }

  async search(term: string): Promise<void> {
    await this.root.getByRole("searchbox", { name: this.screen.text("milestoneFilter.search") }).fill(term);
  }

  /** The checkbox of a milestone, labelled "<code> <title>" in the locale's digits. */
  milestone(code: string, title: string): Locator {
    return this.root.getByRole("checkbox", { name: `${localDigits(this.locale, code)} ${title}` });
  }

  get noMilestones(): Locator {
    return this.root.getByText(this.screen.text("milestoneFilter.noMilestones"), { exact: true });
  }

  selectedCount(n: number): Locator {
    return this.root.getByText(
      this.screen.text("milestoneFilter.selected", { n: localDigits(this.locale, n) }),
      {
        exact: true,
      },
    );
  }

  async selectAll(): Promise<void> {
    await this.root
      .getByRole("button", { name: this.screen.text("milestoneFilter.selectAll"), exact: true })
      .click();
  }

  async clearAll(): Promise<void> {
    await this.root
      .getByRole("button", { name: this.screen.text("milestoneFilter.clearAll"), exact: true })
      .click();
  }

  async apply(): Promise<void> {
    await this.root
      .getByRole("button", { name: this.screen.text("milestoneFilter.apply"), exact: true })
      .click();
    await expect(this.root).toBeHidden();
  }

  async choosePreset(title: string): Promise<void> {
    await chooseOption(this.page, this.screen.text("milestoneFilter.choosePreset"), title);
  }

  private async openSection(heading: string): Promise<void> {
    const control = this.root.getByRole("button", { name: heading, exact: true });
    if ((await control.getAttribute("aria-expanded")) !== "true") await control.click();
  }

  async savePreset(title: string, expiresAt?: string): Promise<void> {
    await this.openSection(this.screen.text("milestoneFilter.save.heading"));
    const form = this.root.getByRole("form", { name: this.screen.text("milestoneFilter.save.heading") });
    await form.getByRole("textbox", { name: this.screen.text("milestoneFilter.save.title") }).fill(title);
    if (expiresAt !== undefined)
      await form
        .getByRole("textbox", { name: this.screen.text("milestoneFilter.save.expiresAt") })
        .fill(expiresAt);
    await form
      .getByRole("button", { name: this.screen.text("milestoneFilter.save.submit"), exact: true })
      .click();
  }

  /** The save form's field error under the expiry. */
  get saveForm(): Locator {
    return this.root.getByRole("form", { name: this.screen.text("milestoneFilter.save.heading") });
  }

  async openManage(): Promise<void> {
    await this.openSection(this.screen.text("milestoneFilter.manage.heading"));
  }

  async deletePreset(title: string): Promise<void> {
    await this.openManage();
    await this.root
      .getByRole("button", {
        name: this.screen.text("milestoneFilter.manage.delete", { title }),
        exact: true,
      })
      .click();
    const confirm = this.page.getByRole("dialog", {
      name: this.screen.text("milestoneFilter.manage.deleteTitle"),
    });
    await confirm
      .getByRole("button", { name: tr(this.locale, "common:actions.confirm"), exact: true })
      .click();
    await expect(confirm).toBeHidden();
  }

  presetEntry(title: string): Locator {
    return this.root.getByText(title, { exact: true });
  }
}
