import { lazy } from "react";
import { createBrowserRouter, Outlet, type RouteObject } from "react-router";
import { abortAllRequests } from "../lib/api-client";
import { RouteErrorPage } from "../shell/pages/route-error-page";
import { RequireAuth } from "../shell/require-auth";
import { VisitorOnly } from "../shell/visitor-only";
import { useAuthStore } from "../state/auth-store";
import { MODULE_ROUTES } from "./modules";
import { pendingPaths } from "./pending-routes";
import { RootRoute } from "./root-route";

// Route-level code splitting: the login screen loads none of the shell or the other screens.
const loadAppLayout = () => import("../shell/app-layout");
const AppLayout = lazy(loadAppLayout);
const UnauthorizedPage = lazy(() => import("../shell/pages/unauthorized-page"));
const NotFoundPage = lazy(() => import("../ui/not-found-page"));
const NotYetAvailablePage = lazy(() => import("../shell/pages/not-yet-available-page"));

const builtPrivate: RouteObject[] = MODULE_ROUTES.flatMap((m) => m.private ?? []);

const privateRoutes: RouteObject[] = [
  ...builtPrivate,
  ...pendingPaths(builtPrivate).map((path) => ({ path, element: <NotYetAvailablePage /> })),
];

/** Public screens: inside the header and sidebar for a signed-in user, on their own for a visitor. */
function ShellWhenSignedIn() {
  const signedIn = useAuthStore((s) => s.token !== null);
  return signedIn ? <AppLayout /> : <Outlet />;
}

const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteErrorPage />,
    children: [
      { element: <VisitorOnly />, children: MODULE_ROUTES.flatMap((m) => m.visitor ?? []) },
      { path: "unauthorized", element: <UnauthorizedPage /> },
      { element: <ShellWhenSignedIn />, children: MODULE_ROUTES.flatMap((m) => m.public ?? []) },
      {
        element: <RequireAuth />,
        children: [{ path: "/", element: <AppLayout />, children: privateRoutes }],
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);

// Before every navigation all in-flight requests are cancelled (SPEC.md section 2).
let lastLocationKey = router.state.location.key;
router.subscribe((state) => {
  const next = state.navigation.location ?? state.location;
  if (next.key === lastLocationKey) return;
  lastLocationKey = next.key;
  abortAllRequests();
});

// The layout's chunk starts loading as the sign-in answer arrives, while the login screen navigates.
useAuthStore.subscribe((state, prev) => {
  if (state.token !== null && prev.token === null) void loadAppLayout();
});
