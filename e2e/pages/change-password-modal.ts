import { expect, type Locator, type Page } from "@playwright/test";
import type { Locale } from "../fixtures/auth";
import { tr } from "../fixtures/i18n";

type ChangePasswordField = "old_password" | "password" | "password_confirmation";

const LABELS: Record<ChangePasswordField, string> = {
  old_password: "shell:changePassword.oldPassword",
  password: "shell:changePassword.password",
  password_confirmation: "shell:changePassword.passwordConfirmation",
};

/** The change-password modal opened from the user menu. */
export class ChangePasswordModal {
  readonly root: Locator;

  constructor(
    page: Page,
    private readonly locale: Locale,
  ) {
    this.root = page.getByRole("dialog", { name: tr(locale, "shell:changePassword.title") });
  }

  field(name: ChangePasswordField): Locator {
    return this.root.getByLabel(tr(this.locale, LABELS[name]), { exact: true });
  }

  async fill(values: Record<ChangePasswordField, string>): Promise<void> {
    for (const name of Object.keys(LABELS) as ChangePasswordField[])
      await this.field(name).fill(values[name]);
  }

  async submit(): Promise<void> {
    await this.root
      .getByRole("button", { name: tr(this.locale, "shell:changePassword.submit"), exact: true })
      .click();
  }

  /** The error shown under a field (its accessible description), or none. */
  async expectError(name: ChangePasswordField, text: string | null): Promise<void> {
    if (text === null) await expect(this.field(name)).not.toHaveAttribute("aria-invalid", "true");
    else await expect(this.field(name)).toHaveAccessibleDescription(text);
  }
}
