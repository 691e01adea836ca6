import type { Permission } from "./permissions";

export type WarningKind = "pragati" | "comment" | "rating";

/** What acting on a warning needs: the permission of the work and the menu link its Visit opens. */
export const WARNING_ACTION: Record<WarningKind, { permission: Permission; link: string }> = {
  pragati: { permission: "progress.create", link: "pragati" },
  comment: { permission: "progress.comment", link: "rate-activity" },
  rating: { permission: "progress.rate", link: "rate-activity" },
};

/**
 * A warning is shown only to a role that can act on it: a role without the permission or without the
 * screen would read a count it cannot lower and a Visit that ends on /unauthorized.
 */
export const canActOnWarning = (
  kind: WarningKind,
  permissions: readonly string[],
  menu: readonly string[],
): boolean => {
  const { permission, link } = WARNING_ACTION[kind];
  return permissions.includes(permission) && menu.includes(link);
};
