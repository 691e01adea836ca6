import { reportTexts } from "@pragati/domain/reports";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LOCALE, isLocale, useUiStore } from "../state/ui-store";

// Every `locales/<lng>/<namespace>.json` is picked up, so a module only adds its files.
const files = import.meta.glob<{ default: Record<string, unknown> }>("../locales/*/*.json", { eager: true });

const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, mod] of Object.entries(files)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const [, lng, ns] = match;
  resources[lng] ??= {};
  resources[lng][ns] = mod.default;
}

/** `<html lang>` uses the ISO code: Nepali is `ne`, while the app's locale id is `np`. */
const htmlLang = (locale: string): string => (locale === "np" ? "ne" : locale);

// `?lang=np|en` on the first URL wins over the stored choice (later changes: see RootRoute).
const langParam = new URLSearchParams(window.location.search).get("lang");
if (isLocale(langParam)) useUiStore.getState().setLocale(langParam);

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: useUiStore.getState().locale,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: ["np", "en"],
  ns: Object.keys(resources[DEFAULT_LOCALE] ?? {}),
  defaultNS: "common",
  interpolation: { escapeValue: false },
  initAsync: false,
});

// Report titles and measure, column, status and label names are kept once in the report catalogue
// (the Excel export writes the same); they join the `reports` namespace beside its screen texts.
for (const lng of ["np", "en"] as const)
  i18n.addResourceBundle(lng, "reports", reportTexts(lng), true, false);

const applyLocale = (locale: string): void => {
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  document.documentElement.lang = htmlLang(locale);
  document.title = i18n.t("common:app.name");
};
applyLocale(useUiStore.getState().locale);
useUiStore.subscribe((state, prev) => {
  if (state.locale !== prev.locale) applyLocale(state.locale);
});
