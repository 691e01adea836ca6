/** Role slugs (SPEC.md section 6). `nikaya` is office staff, `ayojana-pramukh` a project head. */
export const ROLE_SLUGS = [
  "admin",
  "sachib",
  "nikaya",
  "ayojana-pramukh",
  "anugaman_karta",
  "anugaman-admin",
  "reviewer",
] as const;
export type RoleSlug = (typeof ROLE_SLUGS)[number];

export const ROLE_NAMES: Record<RoleSlug, { name: string; name_np: string; description: string }> = {
  admin: { name: "Admin", name_np: "प्रशासक", description: "Administers the whole system" },
  sachib: { name: "Sachib", name_np: "सचिव", description: "Secretary: comments on and rates progress" },
  nikaya: {
    name: "Office",
    name_np: "निकाय",
    description: "Office staff: keeps the plan and reports progress",
  },
  "ayojana-pramukh": { name: "Project head", name_np: "आयोजना प्रमुख", description: "Heads a project" },
  anugaman_karta: { name: "Monitor", name_np: "अनुगमनकर्ता", description: "Member of a monitoring team" },
  "anugaman-admin": {
    name: "Monitoring admin",
    name_np: "अनुगमन प्रशासक",
    description: "Administers monitoring",
  },
  reviewer: { name: "Reviewer", name_np: "समीक्षक", description: "Reviews monitoring reports" },
};

/** Roles that see every office (PRODUCT.md section 1). */
export const ALL_OFFICE_ROLES: readonly RoleSlug[] = ["admin", "anugaman-admin"];

/** The header shows the office name to every role except these (SPEC.md section 2, Header). */
export const ROLES_WITHOUT_OFFICE_NAME: readonly RoleSlug[] = ["admin", "anugaman_karta", "anugaman-admin"];

export const isRoleSlug = (value: string): value is RoleSlug =>
  (ROLE_SLUGS as readonly string[]).includes(value);
