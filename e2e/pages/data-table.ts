import { expect, type Locator, type Page } from "@playwright/test";
import type { Locale } from "../fixtures/auth";
import { tr } from "../fixtures/i18n";
import { chooseOption } from "./mantine";

/** The shared DataTable (apps/web/src/ui/data-table): search, rows, header, column settings. */
export class DataTablePage {
  readonly table: Locator;

  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
    tableName: string,
  ) {
    this.table = page.getByRole("table", { name: tableName });
  }

  /** Body rows (the header row excluded). */
  get rows(): Locator {
    return this.table.locator("tbody tr");
  }

  row(text: string): Locator {
    return this.rows.filter({ hasText: text });
  }

  async headers(): Promise<string[]> {
    return (await this.table.getByRole("columnheader").allInnerTexts()).map((h) => h.trim());
  }

  async expectHeaders(expected: string[]): Promise<void> {
    await expect.poll(() => this.headers()).toEqual(expected);
  }

  async search(text: string): Promise<void> {
    await this.page.getByRole("searchbox", { name: tr(this.locale, "table:search") }).fill(text);
  }

  /** The error indicator shown inside the table when the list call failed. */
  get error(): Locator {
    return this.page.getByTestId("table-error");
  }

  get empty(): Locator {
    return this.page.getByTestId("table-empty");
  }

  async retry(): Promise<void> {
    await this.error.getByRole("button", { name: tr(this.locale, "table:retry") }).click();
  }

  async setPageSize(size: string): Promise<void> {
    await chooseOption(this.page, tr(this.locale, "table:perPage"), size);
  }

  async openColumnSettings(): Promise<ColumnSettingsDialog> {
    await this.page.getByRole("button", { name: tr(this.locale, "table:columns.button") }).click();
    const dialog = new ColumnSettingsDialog(this.page, this.locale);
    await expect(dialog.root).toBeVisible();
    return dialog;
  }
}

/** The column-settings dialog (apps/web/src/ui/column-settings). */
class ColumnSettingsDialog {
  readonly root: Locator;

  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
  ) {
    this.root = page.getByRole("dialog", { name: tr(locale, "table:columns.title") });
  }

  async setVisible(column: string, visible: boolean): Promise<void> {
    await this.root.getByRole("checkbox", { name: column, exact: true }).setChecked(visible);
  }

  /** Moves a column by `steps` places (negative = up) with the keyboard, as dnd-kit supports it. */
  async move(column: string, steps: number): Promise<void> {
    const handle = this.root.getByRole("button", {
      name: tr(this.locale, "table:columns.dragHandle", { column }),
      exact: true,
    });
    // Each key waits for dnd-kit to take it (the handle pressed, then the live region announcing the move):
    // a drop pressed before the move is taken leaves the column where it was (seen under a busy machine).
    const announced = this.page.locator("[id^='DndLiveRegion']");
    await handle.focus();
    await handle.press("Space");
    await expect(handle).toHaveAttribute("aria-pressed", "true");
    for (let i = 0; i < Math.abs(steps); i++) {
      const before = (await announced.textContent()) ?? "";
      await handle.press(steps < 0 ? "ArrowUp" : "ArrowDown");
      await expect(announced).not.toHaveText(before);
    }
    await handle.press("Space");
    await expect(handle).not.toHaveAttribute("aria-pressed", "true");
  }

  /** Column labels in the dialog's current order. */
  async order(): Promise<string[]> {
    return (await this.root.locator("[data-testid^='column-setting-']").allInnerTexts()).map((t) => t.trim());
  }

  async apply(): Promise<void> {
    await this.root.getByRole("button", { name: tr(this.locale, "table:columns.apply") }).click();
    await expect(this.root).toBeHidden();
  }
}
