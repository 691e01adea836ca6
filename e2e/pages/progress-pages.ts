import { expect, type Locator, type Page } from "@playwright/test";
import type { Locale } from "../fixtures/auth";
import { localDigits, tr } from "../fixtures/i18n";
import { APP_LOAD_TIMEOUT } from "./app-shell";
import { DataTablePage } from "./data-table";
import { chooseOption } from "./mantine";

const text = (locale: Locale, key: string, vars: Record<string, string | number> = {}) =>
  tr(locale, `progress:${key}`, vars);

/** Route `pragati`: month and office filters, the month's milestones, the entry drawer. */
export class PragatiPage {
  readonly table: DataTablePage;

  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
  ) {
    this.table = new DataTablePage(page, locale, text(locale, "pragati.tableLabel"));
  }

  async goto(query = ""): Promise<void> {
    await this.page.goto(`/pragati${query}`);
    await expect(this.page.getByRole("heading", { name: text(this.locale, "pragati.title") })).toBeVisible({
      timeout: APP_LOAD_TIMEOUT,
    });
  }

  async chooseMonth(monthName: string): Promise<void> {
    await chooseOption(this.page, text(this.locale, "filters.month"), monthName);
  }

  get window(): Locator {
    return this.page.getByTestId("reporting-window");
  }

  /** Opens the month's entry of a milestone (its row found by title): `enter`, `edit` or `view`. */
  async open(
    milestone: { code: string; title: string },
    action: "enter" | "edit" | "view",
    monthName: string,
  ): Promise<EntryDrawer> {
    const code = localDigits(this.locale, milestone.code);
    await this.table
      .row(milestone.title)
      .getByRole("button", { name: text(this.locale, `actions.${action}`, { code }), exact: true })
      .click();
    const drawer = new EntryDrawer(this.page, this.locale, code, monthName);
    await expect(drawer.root).toBeVisible();
    await expect(drawer.root.getByTestId("entry-targets")).toBeVisible({ timeout: APP_LOAD_TIMEOUT });
    return drawer;
  }
}

/** A milestone's month: the entry form, the warning, the reasons and the evidence files. */
class EntryDrawer {
  readonly root: Locator;

  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
    code: string,
    monthName: string,
  ) {
    this.root = page.getByRole("dialog", { name: text(locale, "drawer.title", { code, month: monthName }) });
  }

  async status(key: "not_started" | "in_progress" | "completed"): Promise<void> {
    await this.root.getByRole("radio", { name: text(this.locale, `status.${key}`), exact: true }).check();
  }

  statusRadio(key: "not_started" | "in_progress" | "completed"): Locator {
    return this.root.getByRole("radio", { name: text(this.locale, `status.${key}`), exact: true });
  }

  get achieved(): Locator {
    return this.root.getByRole("textbox", { name: text(this.locale, "entry.achieved"), exact: true });
  }

  get explanation(): Locator {
    return this.root.getByRole("textbox", { name: text(this.locale, "entry.explanation"), exact: true });
  }

  get warning(): Locator {
    return this.root.getByTestId("target-warning");
  }

  get reasons(): Locator {
    return this.root.getByTestId("reasons");
  }

  get refusal(): Locator {
    return this.root.getByTestId("entry-refusal");
  }

  get returnNote(): Locator {
    return this.root.getByTestId("return-note");
  }

  /** Adds a reason row and picks its main and sub problem type by name. */
  async addReason(n: string, main: string, sub: string): Promise<void> {
    await this.root.getByRole("button", { name: text(this.locale, "entry.addReason"), exact: true }).click();
    await chooseOption(this.page, text(this.locale, "entry.mainReason", { n }), main);
    await chooseOption(this.page, text(this.locale, "entry.subReason", { n }), sub);
  }

  async save(): Promise<void> {
    await this.root.getByRole("button", { name: text(this.locale, "entry.save"), exact: true }).click();
  }

  get files(): Locator {
    return this.root.getByTestId("entry-files");
  }

  /** Where the entry's completion claim stands (`data-state`: needed, waiting, accepted, rejected). */
  get completion(): Locator {
    return this.root.getByTestId("completion-state");
  }

  async attach(name: string, buffer: Buffer, mimeType: string): Promise<void> {
    await this.files.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
    await this.files.getByRole("button", { name: text(this.locale, "files.upload"), exact: true }).click();
  }

  /** Downloads an attached file by its link; answers the saved name and bytes. */
  async download(name: string): Promise<{ filename: string; bytes: Buffer }> {
    const [download] = await Promise.all([
      this.page.waitForEvent("download"),
      this.files.getByRole("link", { name, exact: true }).click(),
    ]);
    const path = await download.path();
    const { readFile } = await import("node:fs/promises");
    return { filename: download.suggestedFilename(), bytes: await readFile(path) };
  }

  async close(): Promise<void> {
    await this.page.keyboard.press("Escape");
    await expect(this.root).toBeHidden();
  }
}

/** Route `rate-activity`: the secretary's list with comment, rating and send-back. */
export class RateActivityPage {
  readonly table: DataTablePage;

  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
  ) {
    this.table = new DataTablePage(page, locale, text(locale, "rate.tableLabel"));
  }

  async goto(): Promise<void> {
    await this.page.goto("/rate-activity");
    await expect(this.page.getByRole("heading", { name: text(this.locale, "rate.title") })).toBeVisible({
      timeout: APP_LOAD_TIMEOUT,
    });
  }

  async filter(key: "uncommented" | "unrated" | "returned", on: boolean): Promise<void> {
    await this.page
      .getByRole("checkbox", { name: text(this.locale, `filters.${key}`), exact: true })
      .setChecked(on);
  }

  /** The entry of a milestone (found by title) for a month. */
  entryRow(title: string, monthName: string): Locator {
    return this.table.row(title).filter({ hasText: monthName });
  }

  /** Opens the review (comment and rating) or send-back dialog of an entry. */
  async open(row: Locator, code: string, kind: "review" | "return"): Promise<Locator> {
    await row
      .getByRole("button", {
        name: text(this.locale, `review.${kind}Action`, { code: localDigits(this.locale, code) }),
        exact: true,
      })
      .click();
    const dialog = this.page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** The review dialog's comment box. */
  commentBox(dialog: Locator): Locator {
    return dialog.getByRole("textbox", { name: text(this.locale, "review.comment"), exact: true });
  }

  /** Comments on and/or rates an entry in one dialog and saves it (without going on). */
  async review(row: Locator, code: string, review: { comment?: string; rating?: number }): Promise<void> {
    const dialog = await this.open(row, code, "review");
    if (review.comment !== undefined) await this.commentBox(dialog).fill(review.comment);
    if (review.rating !== undefined)
      await dialog.getByText(localDigits(this.locale, review.rating), { exact: true }).click();
    await dialog.getByRole("button", { name: text(this.locale, "review.reviewSubmit"), exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  async sendBack(row: Locator, code: string, note: string): Promise<void> {
    const dialog = await this.open(row, code, "return");
    await dialog.getByRole("textbox", { name: text(this.locale, "review.note"), exact: true }).fill(note);
    await dialog.getByRole("button", { name: text(this.locale, "review.returnSubmit"), exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}

/** Route `gatibidhi`: the paged entries with month, office and status filters. */
export class ProgressListPage {
  readonly table: DataTablePage;

  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
  ) {
    this.table = new DataTablePage(page, locale, text(locale, "list.tableLabel"));
  }

  async goto(): Promise<void> {
    await this.page.goto("/gatibidhi");
    await expect(this.page.getByRole("heading", { name: text(this.locale, "list.title") })).toBeVisible({
      timeout: APP_LOAD_TIMEOUT,
    });
  }

  async chooseMonth(monthName: string): Promise<void> {
    await chooseOption(this.page, text(this.locale, "filters.month"), monthName);
  }

  async chooseStatus(key: "not_started" | "in_progress" | "completed"): Promise<void> {
    await chooseOption(this.page, text(this.locale, "filters.status"), text(this.locale, `status.${key}`));
  }

  /** The approver's completions waiting for acceptance, one row per claim. */
  claim(milestoneTitle: string): Locator {
    return this.page.getByTestId("completion-claim").filter({ hasText: milestoneTitle });
  }

  async acceptClaim(milestoneTitle: string): Promise<void> {
    await this.claim(milestoneTitle)
      .getByRole("button", { name: text(this.locale, "completion.accept"), exact: true })
      .click();
  }
}
