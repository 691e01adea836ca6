import { expect, type Locator, type Page } from "@playwright/test";
import type { Locale } from "../fixtures/auth";
import { tr } from "../fixtures/i18n";
import { chooseOption } from "./mantine";

/** Route `other-setting`. */
export class OtherSettingPage {
  readonly inEffect: Locator;

  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
  ) {
    this.inEffect = page.getByTestId("other-setting-in-effect");
  }

  async goto(): Promise<void> {
    await this.page.goto("/other-setting");
    await expect(
      this.page.getByRole("heading", { name: tr(this.locale, "setup:otherSetting.title") }),
    ).toBeVisible();
    await expect(this.limit("helperLimit")).toBeVisible();
  }

  /** A limit's field; its hint and error are its accessible description. */
  limit(key: "helperLimit" | "reasonLimit" | "descriptionLimit" | "indicatorOnTrackBand"): Locator {
    return this.page.getByRole("textbox", { name: tr(this.locale, `setup:otherSetting.${key}`) });
  }

  toggle(key: string): Locator {
    return this.page.getByRole("switch", { name: tr(this.locale, `setup:otherSetting.${key}`), exact: true });
  }

  /** Flips a switch the way a user does, by its label (the input itself is visually hidden). */
  async flip(key: string): Promise<void> {
    await this.page
      .locator("form")
      .getByText(tr(this.locale, `setup:otherSetting.${key}`), { exact: true })
      .click();
  }

  /** The "in effect now" line of a setting, read from the client's setup block. */
  effect(key: string): Locator {
    return this.inEffect
      .getByTestId("other-setting-in-effect-item")
      .filter({ hasText: `${tr(this.locale, `setup:otherSetting.${key}`)}:` });
  }

  async save(): Promise<void> {
    await this.page
      .getByRole("button", { name: tr(this.locale, "setup:otherSetting.save"), exact: true })
      .click();
  }
}

/** Route `reporting-period`. */
export class ReportingPeriodPage {
  readonly inEffect: Locator;

  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
  ) {
    this.inEffect = page.getByTestId("reporting-period-in-effect");
  }

  async goto(): Promise<void> {
    await this.page.goto("/reporting-period");
    await expect(
      this.page.getByRole("heading", { name: tr(this.locale, "setup:reportingPeriod.title") }),
    ).toBeVisible();
    await expect(
      this.page.getByRole("button", { name: tr(this.locale, "setup:reportingPeriod.save") }),
    ).toBeVisible();
  }

  async chooseMonth(key: "pragatiMonth" | "suchakMonth" | "ayojanaMonth", month: string): Promise<void> {
    await chooseOption(this.page, tr(this.locale, `setup:reportingPeriod.${key}`), month);
  }

  /** A window's date field; its error is its accessible description. */
  date(window: string, end: "from" | "to"): Locator {
    const name = tr(this.locale, `setup:reportingPeriod.window.${window}`);
    return this.page.getByRole("textbox", {
      name: tr(this.locale, `setup:reportingPeriod.${end}Of`, { window: name }),
      exact: true,
    });
  }

  effect(labelKey: string): Locator {
    return this.inEffect
      .getByTestId("reporting-period-in-effect-item")
      .filter({ hasText: `${tr(this.locale, `setup:reportingPeriod.${labelKey}`)}:` });
  }

  async save(): Promise<void> {
    await this.page.getByRole("button", { name: tr(this.locale, "setup:reportingPeriod.save") }).click();
  }
}
