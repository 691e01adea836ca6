import { expect, type Locator, type Page } from "@playwright/test";
import type { Locale } from "../fixtures/auth";
import { tr } from "../fixtures/i18n";
import { DataTablePage } from "./data-table";

/** Route `ayojana-thekka`: the contract list and the contract drawer. */
export class ContractsPage {
  readonly table: DataTablePage;

  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
  ) {
    this.table = new DataTablePage(page, locale, tr(locale, "contracts:table.label"));
  }

  async goto(): Promise<void> {
    await this.page.goto("/ayojana-thekka");
    await expect(
      this.page.getByRole("heading", { name: tr(this.locale, "contracts:page.title") }),
    ).toBeVisible();
  }

  async create(): Promise<ContractDrawer> {
    await this.page
      .getByRole("button", { name: tr(this.locale, "contracts:actions.create"), exact: true })
      .click();
    const drawer = new ContractDrawer(this.page, this.locale, tr(this.locale, "contracts:form.createTitle"));
    await expect(drawer.root).toBeVisible();
    return drawer;
  }

  /** Opens a contract from its title in the list; the drawer is named "<number>: <title>". */
  async open(number: string, title: string): Promise<ContractDrawer> {
    await this.table.row(title).getByRole("button", { name: title, exact: true }).click();
    const drawer = new ContractDrawer(this.page, this.locale, `${number}: ${title}`);
    await expect(drawer.root).toBeVisible();
    return drawer;
  }
}

/** The drawer: the form of a new contract, or a stored one's tabs. */
export class ContractDrawer {
  root: Locator;

  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
    title: string,
  ) {
    this.root = page.getByRole("dialog", { name: title });
  }

  private t(key: string, vars: Record<string, string> = {}): string {
    return tr(this.locale, `contracts:${key}`, vars);
  }

  /** After saving a new contract the drawer stays open under the contract's own name. */
  renamed(number: string, title: string): void {
    this.root = this.page.getByRole("dialog", { name: `${number}: ${title}` });
  }

  field(name: string): Locator {
    return this.root.getByRole("textbox", { name: this.t(`fields.${name}`), exact: true });
  }

  plannedDate(stage: string): Locator {
    return this.root.getByRole("textbox", { name: this.t(`stages.${stage}`), exact: true });
  }

  async choose(name: string, option: string, typed?: string): Promise<void> {
    const input = this.field(name);
    await input.click();
    if (typed) await input.fill(typed);
    await this.page.getByRole("option", { name: option, exact: true }).click();
  }

  async save(): Promise<void> {
    await this.root.getByRole("button", { name: this.t("actions.save"), exact: true }).click();
  }

  async tab(key: string): Promise<void> {
    await this.root.getByRole("tab", { name: this.t(`tabs.${key}`), exact: true }).click();
  }

  get status(): Locator {
    return this.root.getByTestId("contract-status");
  }

  stageRow(stage: string): Locator {
    return this.root
      .getByRole("table", { name: this.t("stagesTable.label") })
      .getByRole("row")
      .filter({ has: this.page.getByRole("cell", { name: this.t(`stages.${stage}`), exact: true }) });
  }

  /** Presses a stage move and answers its dialog. */
  async startMove(action: string): Promise<Locator> {
    await this.root.getByRole("button", { name: this.t(`moves.${action}`), exact: true }).click();
    const dialog = this.page.getByRole("dialog", { name: this.t(`moves.${action}`), exact: true });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  actualDate(dialog: Locator, stage: string): Locator {
    return dialog.getByRole("textbox", {
      name: this.t("move.actualDate", { stage: this.t(`stages.${stage}`) }),
      exact: true,
    });
  }

  async confirmMove(dialog: Locator): Promise<void> {
    await dialog.getByRole("button", { name: this.t("move.confirm"), exact: true }).click();
  }

  errorOf(input: Locator): Locator {
    return input
      .locator("xpath=ancestor::div[contains(@class,'mantine-InputWrapper-root')][1]")
      .locator(".mantine-InputWrapper-error");
  }

  async addVariation(date: string, amount: string, reason: string): Promise<void> {
    const group = this.root.getByRole("group", { name: this.t("history.addVariation") });
    await group.getByRole("textbox", { name: this.t("history.variedOn") }).fill(date);
    await group.getByRole("textbox", { name: this.t("history.newAmount") }).fill(amount);
    await group.getByRole("textbox", { name: this.t("history.reason") }).fill(reason);
    await group.getByRole("button", { name: this.t("history.addVariation"), exact: true }).click();
  }
}

/** Route `thekka-pragarti`: an office's month of contract progress. */
export class ContractProgressPage {
  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
  ) {}

  private t(key: string, vars: Record<string, string> = {}): string {
    return tr(this.locale, `contracts:${key}`, vars);
  }

  async goto(): Promise<void> {
    await this.page.goto("/thekka-pragarti");
    await expect(this.page.getByRole("heading", { name: this.t("progress.title") })).toBeVisible();
  }

  /** The figure's row of the figures table: its label, the value now and as submitted. */
  figure(key: string): Locator {
    return this.page
      .getByRole("table", { name: this.t("progress.figures") })
      .getByRole("row")
      .filter({ has: this.page.getByRole("cell", { name: this.t(`figures.${key}`), exact: true }) });
  }

  record(number: string): Locator {
    return this.page
      .getByRole("table", { name: this.t("progress.records") })
      .getByRole("row")
      .filter({ hasText: number });
  }

  async submit(remarks: string): Promise<void> {
    await this.page.getByRole("textbox", { name: this.t("progress.remarks") }).fill(remarks);
    await this.page.getByRole("button", { name: this.t("progress.submit"), exact: true }).click();
  }

  get submitted(): Locator {
    // The Mantine Alert, not the toast that also says so.
    return this.page.locator(".mantine-Alert-root").filter({ hasText: this.t("progress.submittedTitle") });
  }
}
