import { describe, expect, it } from "vitest";
import { DEFAULT_ROLE_MENUS } from "./menu";
import { DEFAULT_ROLE_PERMISSIONS } from "./permissions";
import type { RoleSlug } from "./roles";
import { canActOnWarning, WARNING_ACTION, type WarningKind } from "./warnings";

const KINDS = Object.keys(WARNING_ACTION) as WarningKind[];
const acting = (role: RoleSlug) =>
  KINDS.filter((kind) => canActOnWarning(kind, DEFAULT_ROLE_PERMISSIONS[role], DEFAULT_ROLE_MENUS[role]));

describe("canActOnWarning", () => {
  it("gives each demo role only the warnings it can act on", () => {
    expect(acting("nikaya")).toEqual(["pragati"]);
    expect(acting("sachib")).toEqual(["comment", "rating"]);
    for (const role of ["anugaman_karta", "anugaman-admin", "reviewer", "ayojana-pramukh"] as const)
      expect(acting(role)).toEqual([]);
  });

  it("needs both the permission and the menu link its Visit opens", () => {
    expect(canActOnWarning("pragati", ["progress.create"], ["", "pragati"])).toBe(true);
    expect(canActOnWarning("pragati", ["progress.create"], [""])).toBe(false);
    expect(canActOnWarning("pragati", ["progress.view"], ["pragati"])).toBe(false);
    expect(canActOnWarning("rating", ["progress.rate"], ["rate-activity"])).toBe(true);
    expect(canActOnWarning("rating", ["progress.comment"], ["rate-activity"])).toBe(false);
  });
});
