import { Suspense, useEffect } from "react";
import { Outlet, useSearchParams } from "react-router";
import { isLocale, useUiStore } from "../state/ui-store";
import { PageLoader } from "../ui/page-loader";

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
