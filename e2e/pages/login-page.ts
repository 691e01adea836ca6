import { expect, type Locator, type Page } from "@playwright/test";
import type { Locale } from "../fixtures/auth";
import { tr } from "../fixtures/i18n";
import { APP_LOAD_TIMEOUT } from "./app-shell";

/** Route `/login`: the sign-in form. */
export class LoginPage {
  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
  ) {}

  get heading(): Locator {
    return this.page.getByRole("heading", { name: tr(this.locale, "auth:login.title"), exact: true });
  }

  get username(): Locator {
    return this.page.getByRole("textbox", { name: tr(this.locale, "auth:fields.username"), exact: true });
  }

  get password(): Locator {
    return this.page.getByLabel(tr(this.locale, "auth:fields.password"), { exact: true });
  }

  /** The server's refusal, shown in the card above the fields. */
  get error(): Locator {
    return this.page.getByRole("main").getByRole("alert");
  }

  async goto(query = ""): Promise<void> {
    await this.page.goto(`/login${query}`);
    await this.expectShown();
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/login(\?.*)?$/);
    await expect(this.heading).toBeVisible({ timeout: APP_LOAD_TIMEOUT });
  }

  async submit(username: string, password: string): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.page.getByRole("button", { name: tr(this.locale, "auth:login.submit"), exact: true }).click();
  }

  async openForgotPassword(): Promise<void> {
    await this.page.getByRole("link", { name: tr(this.locale, "auth:login.forgot"), exact: true }).click();
  }
}
