import { expect, type Locator, type Page } from "@playwright/test";
import type { Locale } from "../fixtures/auth";
import { tr } from "../fixtures/i18n";
import { DataTablePage } from "./data-table";
import { chooseOption } from "./mantine";
import { OfficeForm } from "./offices-page";

type Tab = "details" | "locks" | "budget" | "members" | "children" | "users";

/** Route `nikaya/profile/:id`. */
export class OfficeProfilePage {
  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
  ) {}

  async goto(id: number, name: string): Promise<void> {
    await this.page.goto(`/nikaya/profile/${id}`);
    await expect(this.page.getByRole("heading", { name, level: 2 })).toBeVisible();
  }

  async openTab(tab: Tab): Promise<void> {
    await this.page.getByRole("tab", { name: tr(this.locale, `offices:profile.tabs.${tab}`) }).click();
  }

  async edit(): Promise<OfficeForm> {
    await this.page.getByRole("button", { name: tr(this.locale, "offices:actions.edit") }).click();
    const form = new OfficeForm(this.page, this.locale, tr(this.locale, "offices:form.editTitle"));
    await expect(form.root).toBeVisible();
    await expect(form.field("name")).not.toHaveValue("");
    return form;
  }

  /** The value shown under a label in the details tab. */
  detail(labelKey: string): Locator {
    return this.page
      .getByText(tr(this.locale, labelKey), { exact: true })
      .and(this.page.locator("p"))
      .locator("xpath=following-sibling::*[1]");
  }

  /** Turns a lock on or off by its switch's label, as a user clicks it. */
  async toggleLock(lock: string): Promise<void> {
    await this.page.locator("label", { hasText: tr(this.locale, `offices:locks.names.${lock}`) }).click();
  }

  lockState(lock: string): Locator {
    return this.page.getByTestId(`lock-state-${lock}`);
  }

  get budgets(): DataTablePage {
    return new DataTablePage(this.page, this.locale, tr(this.locale, "offices:budget.tableLabel"));
  }

  get members(): DataTablePage {
    return new DataTablePage(this.page, this.locale, tr(this.locale, "offices:members.tableLabel"));
  }

  dialog(titleKey: string): Locator {
    return this.page.getByRole("dialog", { name: tr(this.locale, titleKey) });
  }

  async openBudgetForm(): Promise<Locator> {
    await this.page.getByRole("button", { name: tr(this.locale, "offices:budget.add") }).click();
    const dialog = this.dialog("offices:budget.formTitle");
    await expect(dialog).toBeVisible();
    return dialog;
  }

  budgetInput(dialog: Locator, field: "current" | "capital" | "financial" | "total"): Locator {
    return dialog.getByRole("textbox", { name: tr(this.locale, `offices:budget.${field}`), exact: true });
  }

  async openMemberForm(): Promise<Locator> {
    await this.page.getByRole("button", { name: tr(this.locale, "offices:members.add") }).click();
    const dialog = this.dialog("offices:members.addTitle");
    await expect(dialog).toBeVisible();
    return dialog;
  }

  memberInput(dialog: Locator, field: "name" | "position" | "mobile" | "email" | "from" | "to"): Locator {
    return dialog.getByRole("textbox", { name: tr(this.locale, `offices:members.${field}`), exact: true });
  }

  async chooseMemberType(type: string): Promise<void> {
    await chooseOption(this.page, tr(this.locale, "offices:members.type"), type);
  }
}
