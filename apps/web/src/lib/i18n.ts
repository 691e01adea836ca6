import i18next from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { initReactI18next } from "react-i18next";
import commonEn from "../locales/en/common.json";
import commonNp from "../locales/np/common.json";
import { useAuthStore } from "../state/auth-store";
import { isLocale, useUiStore } from "../state/ui-store";

// Every `locales/<lng>/<namespace>.json` is picked up, so a module only adds its files. Each is its own
// chunk, fetched when a screen first asks for its namespace (the login page needs two of them); `common`
// is bundled because errors, toasts and the title need it before any screen.
const namespaces = import.meta.glob<{ default: Record<string, unknown> }>([
  "../locales/*/*.json",
  "!../locales/*/common.json",
]);

type Texts = Record<string, unknown>;
const isTexts = (value: unknown): value is Texts => typeof value === "object" && value !== null;

// Report titles and measure, column, status and label names are kept once in the report catalogue
// (the Excel export writes the same); they join the `reports` namespace beside its screen texts, whose
// own keys win. The catalogue loads with that namespace, never with the login page.
const withReportTexts = async (file: Texts, lng: string): Promise<Texts> => {
  const { reportTexts } = await import("@pragati/domain/reports");
  const merged: Texts = { ...file };
  for (const [key, value] of Object.entries(reportTexts(lng === "en" ? "en" : "np"))) {
    const own = file[key];
    merged[key] = isTexts(own) ? { ...value, ...own } : (own ?? value);
  }
  return merged;
};

/** `<html lang>` uses the ISO code: Nepali is `ne`, while the app's locale id is `np`. */
const htmlLang = (locale: string): string => (locale === "np" ? "ne" : locale);

// `?lang=np|en` on the first URL wins over the stored choice (later changes: see RootRoute).
const langParam = new URLSearchParams(window.location.search).get("lang");
if (isLocale(langParam)) useUiStore.getState().setLocale(langParam);

export const i18n = i18next.createInstance();

void i18n
  .use(initReactI18next)
  .use(
    resourcesToBackend(async (lng: string, ns: string) => {
      const load = namespaces[`../locales/${lng}/${ns}.json`];
      if (!load) throw new Error(`no locale file ${lng}/${ns}.json`);
      const { default: texts } = await load();
      return ns === "reports" ? withReportTexts(texts, lng) : texts;
    }),
  )
  .init({
    resources: { np: { common: commonNp }, en: { common: commonEn } },
    partialBundledLanguages: true,
    lng: useUiStore.getState().locale,
    // Keys are identical in both languages (scripts/check-locales.mjs): no fallback language to fetch.
    fallbackLng: false,
    supportedLngs: ["np", "en"],
    ns: ["common"],
    defaultNS: "common",
    interpolation: { escapeValue: false },
    initAsync: false,
  });

const applyLocale = (locale: string): void => {
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  document.documentElement.lang = htmlLang(locale);
  document.title = i18n.t("common:app.name");
};
applyLocale(useUiStore.getState().locale);
useUiStore.subscribe((state, prev) => {
  if (state.locale !== prev.locale) applyLocale(state.locale);
});

// The frame's namespace starts loading with the app, and the shell's at sign-in, in parallel with the
// screen's chunk instead of after it.
void i18n.loadNamespaces(useAuthStore.getState().token === null ? "auth" : "shell");
useAuthStore.subscribe((state, prev) => {
  if (state.token !== null && prev.token === null) void i18n.loadNamespaces("shell");
});
