import type { RouteObject } from "react-router";

/**
 * A module's signed-in screens (its routes.tsx), under the layout. app/signed-in-routes.tsx assembles
 * them; that code loads after sign-in, never with the login page.
 */
export type ModuleRoutes = { private: RouteObject[] };

/**
 * A module's screens before sign-in (its open-routes.tsx), in the first load (app/router.tsx): for
 * signed-out visitors only (login, password reset), or for anyone (the public report).
 */
export type OpenModuleRoutes = { visitor?: RouteObject[]; public?: RouteObject[] };
