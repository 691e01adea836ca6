import { lazy } from "react";
import { Outlet, type RouteObject } from "react-router";
import { i18n } from "../lib/i18n";
import { menuItemsQuery, menuUrlsQuery, profileQuery } from "../modules/auth";
import { allFiscalYearsQuery } from "../modules/calendar";
import { loadDashboardPage } from "../modules/dashboard/routes";
import AppLayout from "../shell/app-layout";
import { RequireAuth } from "../shell/require-auth";
import { useAuthStore } from "../state/auth-store";
import { queryClient } from "../state/query-client";
import { ServerState } from "../state/server-state";
import { MODULE_ROUTES } from "./modules";
import { pendingPaths } from "./pending-routes";

// The signed-in screens: app/router.tsx loads this file on the first navigation that needs it (and
// as soon as the user starts signing in), so the login page carries none of it: the modules' route
// tables, the guard, the layout and server state (TanStack Query).

const NotFoundPage = lazy(() => import("../ui/not-found-page"));
const NotYetAvailablePage = lazy(() => import("../shell/pages/not-yet-available-page"));

const builtPrivate: RouteObject[] = MODULE_ROUTES.flatMap((m) => m.private);

const privateRoutes: RouteObject[] = [
  ...builtPrivate,
  ...pendingPaths(builtPrivate).map((path) => ({ path, element: <NotYetAvailablePage /> })),
];

function WithServerState() {
  return (
    <ServerState>
      <Outlet />
    </ServerState>
  );
}

/** Children of the root route, added by the router once loaded. */
export const signedInRoutes: RouteObject[] = [
  {
    element: <WithServerState />,
    children: [
      {
        element: <RequireAuth />,
        children: [{ path: "/", element: <AppLayout />, children: privateRoutes }],
      },
    ],
  },
  { path: "*", element: <NotFoundPage /> },
];

/** The layout around a public screen for a signed-in user. */
export default function SignedInLayout() {
  return (
    <ServerState>
      <AppLayout />
    </ServerState>
  );
}

/**
 * Right after sign-in, what the first screen waits for starts at once and side by side: the guard's
 * menu, the layout's profile, fiscal years and sidebar, and the dashboard's code and texts (where most
 * land), instead of one after the other as each component mounts.
 */
export const prefetchSignedIn = (): void => {
  const roleId = useAuthStore.getState().role?.role_id;
  if (roleId === undefined) return;
  void queryClient.prefetchQuery(menuUrlsQuery(roleId));
  void queryClient.prefetchQuery(menuItemsQuery(roleId));
  void queryClient.prefetchQuery(profileQuery());
  void queryClient.prefetchQuery(allFiscalYearsQuery());
  void loadDashboardPage();
  void i18n.loadNamespaces("dashboard");
};
