import { expect, type Locator, type Page } from "@playwright/test";
import type { Locale } from "../fixtures/auth";
import { tr } from "../fixtures/i18n";

/** Route `/forgotpassword`: asks for the username and sends an OTP. */
export class ForgotPasswordPage {
  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
  ) {}

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/forgotpassword$/);
    await expect(
      this.page.getByRole("heading", { name: tr(this.locale, "auth:forgot.title") }),
    ).toBeVisible();
  }

  async requestOtp(username: string): Promise<void> {
    await this.page
      .getByRole("textbox", { name: tr(this.locale, "auth:fields.username"), exact: true })
      .fill(username);
    await this.page.getByRole("button", { name: tr(this.locale, "auth:forgot.submit"), exact: true }).click();
  }
}

/** Route `/otpverification`: the 6-digit code. */
export class OtpVerificationPage {
  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
  ) {}

  async expectShown(username: string): Promise<void> {
    await expect(this.page).toHaveURL(/\/otpverification$/);
    await expect(this.page.getByText(tr(this.locale, "auth:otp.description", { username }))).toBeVisible();
  }

  /** Types the code into the first box (the others fill from it) and verifies it. */
  async verify(otp: string): Promise<void> {
    await this.page.getByLabel(tr(this.locale, "auth:fields.otp"), { exact: true }).fill(otp);
    await this.page.getByRole("button", { name: tr(this.locale, "auth:otp.submit"), exact: true }).click();
  }
}

/** Route `/changepassword`: the new password, last step of forgot password. */
export class ResetPasswordPage {
  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
  ) {}

  get password(): Locator {
    return this.page.getByLabel(tr(this.locale, "auth:fields.newPassword"), { exact: true });
  }

  get confirmation(): Locator {
    return this.page.getByLabel(tr(this.locale, "auth:fields.passwordConfirmation"), { exact: true });
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/changepassword$/);
    await expect(this.page.getByRole("heading", { name: tr(this.locale, "auth:reset.title") })).toBeVisible();
  }

  async submit(password: string, confirmation = password): Promise<void> {
    await this.password.fill(password);
    await this.confirmation.fill(confirmation);
    await this.page.getByRole("button", { name: tr(this.locale, "auth:reset.submit"), exact: true }).click();
  }
}
