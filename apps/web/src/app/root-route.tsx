import { Suspense, useEffect } from "react";
import { useOutlet, useSearchParams } from "react-router";
import { isLocale, useUiStore } from "../state/ui-store";
import { PageLoader } from "../ui/page-loader";

/**
 * Top of every route: `?lang=np|en` on any URL switches the language (and the choice persists). Nothing
 * below it matches only while the router loads the signed-in screens' table (app/router.tsx): a page
 * opened or reloaded at a signed-in address shows the loader meanwhile.
 */
export function RootRoute() {
  const [params] = useSearchParams();
  const lang = params.get("lang");
  const setLocale = useUiStore((s) => s.setLocale);
  const outlet = useOutlet();

  useEffect(() => {
    if (isLocale(lang)) setLocale(lang);
  }, [lang, setLocale]);

  return <Suspense fallback={<PageLoader fullScreen />}>{outlet ?? <PageLoader fullScreen />}</Suspense>;
}
