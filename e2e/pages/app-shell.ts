import { expect, type Locator, type Page } from "@playwright/test";
import type { Locale } from "../fixtures/auth";
import { tr } from "../fixtures/i18n";
import { ChangePasswordModal } from "./change-password-modal";

/**
 * How long a full load of the private layout may take: its lazy chunks, then the profile, menu and
 * fiscal-year calls. Two CPU cores shared by the server and two browsers make the first load slow.
 */
export const APP_LOAD_TIMEOUT = 20_000;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The header controls every private screen shares, and the sidebar. */
export class AppShell {
  constructor(
    private readonly page: Page,
    private locale: Locale,
  ) {}

  get header(): Locator {
    return this.page.getByRole("banner");
  }

  get sidebar(): Locator {
    return this.page.getByRole("navigation", { name: tr(this.locale, "shell:sidebar.label") });
  }

  /** The mobile menu button (below the `sm` breakpoint). */
  get burger(): Locator {
    return this.header.getByRole("button", { name: tr(this.locale, "shell:header.openMenu"), exact: true });
  }

  get refreshButton(): Locator {
    return this.header.getByRole("button", { name: tr(this.locale, "shell:header.refresh"), exact: true });
  }

  get fiscalYear(): Locator {
    return this.header.getByRole("textbox", {
      name: tr(this.locale, "shell:header.fiscalYear"),
      exact: true,
    });
  }

  /** The notice bell; its name carries the unread count when there is one. */
  get bell(): Locator {
    return this.header.getByRole("button", {
      name: new RegExp(`^${escapeRegExp(tr(this.locale, "shell:notices.bell"))}`),
    });
  }

  /** The bell's accessible name for `count` unread notices (digits already localised). */
  bellName(count: string): string {
    return `${tr(this.locale, "shell:notices.bell")}: ${tr(this.locale, "shell:notices.bellCount", { n: count })}`;
  }

  get userMenuButton(): Locator {
    return this.header.getByRole("button", { name: tr(this.locale, "shell:header.userMenu"), exact: true });
  }

  /** Waits for the private layout after a full page load. */
  async expectLoaded(): Promise<void> {
    await expect(this.userMenuButton).toBeVisible({ timeout: APP_LOAD_TIMEOUT });
  }

  /** Waits for the private layout: header with the user's name. */
  async expectSignedIn(userName: string): Promise<void> {
    await expect(this.header.getByText(userName, { exact: true })).toBeVisible({ timeout: APP_LOAD_TIMEOUT });
  }

  /** Switches the language with the header button and returns the new locale. */
  async switchLanguage(): Promise<Locale> {
    const next: Locale = this.locale === "np" ? "en" : "np";
    const name = `${tr(this.locale, "common:language.label")}: ${tr(this.locale, `common:language.${next}`)}`;
    await this.page.getByRole("button", { name }).click();
    this.locale = next;
    return next;
  }

  async openUserMenu(): Promise<Locator> {
    await this.userMenuButton.click();
    const menu = this.page.getByRole("menu");
    await expect(menu).toBeVisible();
    return menu;
  }

  async logout(): Promise<void> {
    const menu = await this.openUserMenu();
    await menu.getByRole("menuitem", { name: tr(this.locale, "shell:header.logout"), exact: true }).click();
  }

  async openChangePassword(): Promise<ChangePasswordModal> {
    const menu = await this.openUserMenu();
    await menu
      .getByRole("menuitem", { name: tr(this.locale, "shell:header.changePassword"), exact: true })
      .click();
    const modal = new ChangePasswordModal(this.page, this.locale);
    await expect(modal.root).toBeVisible();
    return modal;
  }

  /** Picks a fiscal year in the header dropdown by its label. */
  async chooseFiscalYear(label: string): Promise<void> {
    await this.fiscalYear.click();
    await this.page.getByRole("option", { name: label, exact: true }).click();
  }

  /** Opens the bell's list and returns it. */
  async openBell(): Promise<Locator> {
    await this.bell.click();
    const menu = this.page.getByRole("menu");
    await expect(menu).toBeVisible();
    return menu;
  }

  sidebarGroup(name: string): Locator {
    return this.sidebar.getByRole("button", { name, exact: true });
  }

  sidebarLink(name: string): Locator {
    return this.sidebar.getByRole("link", { name, exact: true });
  }
}
