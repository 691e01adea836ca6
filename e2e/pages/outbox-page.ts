import { expect, type Locator, type Page } from "@playwright/test";
import type { Locale } from "../fixtures/auth";
import { tr } from "../fixtures/i18n";
import { DataTablePage } from "./data-table";
import { chooseOption } from "./mantine";

/** Route `notices/outbox`: every outgoing message, the SMS gateway's alerts, credit, usage and test SMS. */
export class OutboxPage {
  readonly table: DataTablePage;

  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
  ) {
    this.table = new DataTablePage(page, locale, tr(locale, "notices:outboxPage.label"));
  }

  async goto(): Promise<void> {
    await this.page.goto("/notices/outbox");
    await expect(
      this.page.getByRole("heading", { name: tr(this.locale, "notices:outboxPage.title") }),
    ).toBeVisible();
  }

  async checkBalance(): Promise<Locator> {
    await this.page
      .getByRole("button", { name: tr(this.locale, "notices:gateway.checkBalance"), exact: true })
      .click();
    return this.page.getByTestId("sms-balance");
  }

  get testForm(): Locator {
    return this.page.getByRole("form", { name: tr(this.locale, "notices:gateway.testTitle") });
  }

  /** Fills the test SMS form and sends it; answers where the recorded result shows. */
  async sendTestSms(mobile: string, text: string): Promise<Locator> {
    await this.testForm
      .getByRole("textbox", { name: tr(this.locale, "notices:gateway.testMobile") })
      .fill(mobile);
    await this.testForm
      .getByRole("textbox", { name: tr(this.locale, "notices:gateway.testText") })
      .fill(text);
    await this.testForm
      .getByRole("button", { name: tr(this.locale, "notices:gateway.testSend"), exact: true })
      .click();
    return this.page.getByTestId("sms-test-result");
  }

  alert(kind: string): Locator {
    return this.page.getByTestId(`sms-alert-${kind}`);
  }

  async filterStatus(status: string): Promise<void> {
    await chooseOption(
      this.page,
      tr(this.locale, "notices:outbox.filterStatus"),
      tr(this.locale, `notices:outbox.status.${status}`),
    );
  }
}
