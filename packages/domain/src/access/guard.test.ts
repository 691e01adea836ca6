import { describe, expect, it } from "vitest";
import { guardPath, normalizeMenuPath } from "./guard";
import { DEFAULT_ROLE_MENUS, MENU_TREE, VALID_MENU } from "./menu";
import { DEFAULT_ROLE_PERMISSIONS, PERMISSION_NAMES } from "./permissions";
import { ROLE_SLUGS } from "./roles";

describe("normalizeMenuPath", () => {
  it("drops numeric and empty segments", () => {
    expect(normalizeMenuPath("/nikaya/profile/12")).toBe("nikaya/profile");
    expect(normalizeMenuPath("/plans-policy/budget-head/3/45")).toBe("plans-policy/budget-head");
    expect(normalizeMenuPath("/reports/table/milestone/")).toBe("reports/table/milestone");
    expect(normalizeMenuPath("/")).toBe("");
    expect(normalizeMenuPath("/pragati?pragati_detail=true")).toBe("pragati");
  });
});

describe("guardPath", () => {
  it("sends office staff away from the user screen", () => {
    expect(guardPath("/user", DEFAULT_ROLE_MENUS.nikaya, VALID_MENU)).toBe("unauthorized");
    expect(guardPath("/user", DEFAULT_ROLE_MENUS.admin, VALID_MENU)).toBe("allow");
  });
  it("lets unknown paths through to the router", () => {
    expect(guardPath("/no-such-page", DEFAULT_ROLE_MENUS.nikaya, VALID_MENU)).toBe("allow");
  });
  it("allows nested screens whose parent the role has", () => {
    expect(guardPath("/nikaya/profile/4", DEFAULT_ROLE_MENUS.nikaya, VALID_MENU)).toBe("allow");
    expect(guardPath("/nikaya/profile/4", DEFAULT_ROLE_MENUS.anugaman_karta, VALID_MENU)).toBe(
      "unauthorized",
    );
  });
});

describe("catalogue", () => {
  it("has unique links and every role menu inside the valid menu", () => {
    expect(new Set(VALID_MENU).size).toBe(VALID_MENU.length);
    for (const slug of ROLE_SLUGS) {
      for (const link of DEFAULT_ROLE_MENUS[slug]) expect(VALID_MENU).toContain(link);
      expect(DEFAULT_ROLE_MENUS[slug]).toContain("");
    }
  });
  it("gives admin every permission and others a subset", () => {
    expect([...DEFAULT_ROLE_PERMISSIONS.admin].sort()).toEqual([...PERMISSION_NAMES].sort());
    for (const slug of ROLE_SLUGS)
      for (const p of DEFAULT_ROLE_PERMISSIONS[slug]) expect(PERMISSION_NAMES).toContain(p);
    expect(DEFAULT_ROLE_PERMISSIONS.nikaya).not.toContain("user.manage");
  });
  it("covers every group with a title in both languages", () => {
    for (const node of MENU_TREE) {
      expect(node.title_np).not.toBe("");
      for (const child of node.children ?? []) expect(child.title_np).not.toBe("");
    }
  });
});
