import type { Page } from "@playwright/test";
import type { Locale } from "../fixtures/auth";
import { tr } from "../fixtures/i18n";

/** The header controls every private screen shares. */
export class AppShell {
  constructor(
    private readonly page: Page,
    private locale: Locale,
  ) {}

  /** Switches the language with the header button and returns the new locale. */
  async switchLanguage(): Promise<Locale> {
    const next: Locale = this.locale === "np" ? "en" : "np";
    const name = `${tr(this.locale, "common:language.label")}: ${tr(this.locale, `common:language.${next}`)}`;
    await this.page.getByRole("button", { name }).click();
    this.locale = next;
    return next;
  }
}
