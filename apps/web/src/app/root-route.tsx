import { Suspense, useEffect } from "react";
import { Outlet, useSearchParams } from "react-router";
import { PageLoader } from "../ui/page-loader";
import { isLocale, useUiStore } from "./stores/ui-store";

/** Top of every route: `?lang=np|en` on any URL switches the language (and the choice persists). */
export function RootRoute() {
  const [params] = useSearchParams();
  const lang = params.get("lang");
  const setLocale = useUiStore((s) => s.setLocale);

  useEffect(() => {
    if (isLocale(lang)) setLocale(lang);
  }, [lang, setLocale]);

  return (
    <Suspense fallback={<PageLoader fullScreen />}>
      <Outlet />
    </Suspense>
  );
}
