import { lazy } from "react";
import { createBrowserRouter, Outlet, type RouteObject } from "react-router";
import { abortAllRequests } from "../lib/api-client";
import { onSignInStarted } from "../lib/sign-in-prefetch";
import { RouteErrorPage } from "../shell/pages/route-error-page";
import { VisitorOnly } from "../shell/visitor-only";
import { useAuthStore } from "../state/auth-store";
import { OPEN_MODULE_ROUTES } from "./open-modules";
import { RootRoute } from "./root-route";

// The first load holds only the screens before sign-in; the signed-in ones (every module's route table,
// the guard, the layout, TanStack Query) are in app/signed-in-routes.tsx, discovered by the router on
// the first navigation no known route answers (patchRoutesOnNavigation below).
const loadSignedIn = () => import("./signed-in-routes");
const SignedInLayout = lazy(loadSignedIn);
const UnauthorizedPage = lazy(() => import("../shell/pages/unauthorized-page"));

const ROOT_ID = "root";

/** Public screens: inside the header and sidebar for a signed-in user, on their own for a visitor. */
function ShellWhenSignedIn() {
  const signedIn = useAuthStore((s) => s.token !== null);
  return signedIn ? <SignedInLayout /> : <Outlet />;
}

const routes: RouteObject[] = [
  {
    id: ROOT_ID,
    element: <RootRoute />,
    errorElement: <RouteErrorPage />,
    children: [
      { element: <VisitorOnly />, children: OPEN_MODULE_ROUTES.flatMap((m) => m.visitor ?? []) },
      { path: "unauthorized", element: <UnauthorizedPage /> },
      { element: <ShellWhenSignedIn />, children: OPEN_MODULE_ROUTES.flatMap((m) => m.public ?? []) },
    ],
  },
];

let signedInPatched = false;

export const router = createBrowserRouter(routes, {
  // Any path the open screens do not answer (the dashboard, every module's screen, an unknown path's
  // not-found page) waits for the signed-in table once; it then stays in the router.
  async patchRoutesOnNavigation({ patch, signal }) {
    if (signedInPatched) return;
    const { signedInRoutes } = await loadSignedIn();
    if (signedInPatched || signal.aborted) return;
    patch(ROOT_ID, signedInRoutes);
    signedInPatched = true;
  },
});

// Before every navigation all in-flight requests are cancelled (SPEC.md section 2).
let lastLocationKey = router.state.location.key;
router.subscribe((state) => {
  const next = state.navigation.location ?? state.location;
  if (next.key === lastLocationKey) return;
  lastLocationKey = next.key;
  abortAllRequests();
});

// The signed-in code starts loading as soon as the user starts signing in (types in the login form),
// and what the first screen needs as soon as the session exists.
onSignInStarted(() => void loadSignedIn());
useAuthStore.subscribe((state, prev) => {
  if (state.token !== null && prev.token === null) void loadSignedIn().then((m) => m.prefetchSignedIn());
});
