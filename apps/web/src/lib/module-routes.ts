import type { RouteObject } from "react-router";

/**
 * What a module adds to the router (app/router.tsx assembles them): screens behind sign-in (under the
 * layout), screens for signed-out visitors only, and public screens open to anyone.
 */
export type ModuleRoutes = {
  private?: RouteObject[];
  visitor?: RouteObject[];
  public?: RouteObject[];
};
