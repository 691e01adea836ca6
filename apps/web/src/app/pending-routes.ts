import { PUBLIC_PATHS, VALID_MENU } from "@pragati/domain/access";
import type { RouteObject } from "react-router";

/** The menu link a route serves: its path without params (`nikaya/profile/:id` -> `nikaya/profile`). */
const menuLinkOf = (route: RouteObject): string =>
  route.index ? "" : (route.path ?? "").split("/:")[0].replace(/^\/+/, "");

/**
 * Router paths of the menu links no module builds yet; derived from the built
 * routes, so a module that adds a route removes its placeholder without a list kept by hand.
 */
export const pendingPaths = (built: readonly RouteObject[]): string[] => {
  const builtLinks = new Set(built.map(menuLinkOf));
  return VALID_MENU.filter((link) => !builtLinks.has(link) && !PUBLIC_PATHS.includes(link));
};
