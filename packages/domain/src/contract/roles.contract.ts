import { z } from "zod";
import { ROLE_SLUGS } from "../access/roles";
import { ZIdParam, ZMultilineText, ZText } from "./envelope.contract";

export const ROLE_SLUG_MIN = 2;
export const ROLE_SLUG_MAX = 50;
export const ROLE_NAME_MAX = 100;
export const ROLE_DESCRIPTION_MAX = 500;

/** The seven roles the product is built around: their slugs cannot change and they cannot be deleted. */
export const isBuiltInRole = (slug: string): boolean => (ROLE_SLUGS as readonly string[]).includes(slug);

export type RoleSlugIssue = "required" | "length" | "characters";

/** A new role's slug: lower-case letters and digits in groups joined by single dashes (`field-officer`). */
export const roleSlugIssue = (value: string): RoleSlugIssue | null => {
  const slug = value.trim();
  if (slug.length === 0) return "required";
  if (slug.length < ROLE_SLUG_MIN || slug.length > ROLE_SLUG_MAX) return "length";
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) ? null : "characters";
};

export const ZPermissionRoleParams = z.object({ role_id: ZIdParam });

/** One row of `GET api/role/all` and the answer of `show`, `store` and `update`. */
export const ZRoleRow = z.object({
  id: z.number().int(),
  name: z.string(),
  name_np: z.string(),
  slug: z.string(),
  description: z.string(),
  status: z.boolean(),
  built_in: z.boolean(),
  user_count: z.number().int(),
  permission_count: z.number().int(),
});
export type TRoleRow = z.infer<typeof ZRoleRow>;

export const ZRoleBody = z.object({
  name: ZText.max(ROLE_NAME_MAX),
  name_np: ZText.max(ROLE_NAME_MAX),
  slug: ZText.max(100),
  description: ZMultilineText.max(ROLE_DESCRIPTION_MAX).optional().default(""),
  status: z.boolean().optional().default(true),
});
export type TRoleBody = z.input<typeof ZRoleBody>;

/**
 * `GET api/role/menu/{id}`: the sidebar links the role may open (screens opened from inside others
 * follow their parent and are not listed). Admin's menu is always every link and not editable.
 */
export const ZRoleMenu = z.object({
  role_id: z.number().int(),
  editable: z.boolean(),
  links: z.array(z.string()),
});
export type TRoleMenu = z.infer<typeof ZRoleMenu>;

export const ZRoleMenuBody = z.object({ links: z.array(ZText.max(200)).max(500) });

/** `GET api/permission/matrix`: permissions (grouped by `area`) against roles. */
export const ZPermissionMatrix = z.object({
  permissions: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      title: z.string(),
      title_np: z.string(),
      /** The part before the dot: `plan` for `plan.create`. */
      area: z.string(),
    }),
  ),
  roles: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      name_np: z.string(),
      slug: z.string(),
      status: z.boolean(),
      /** Admin holds every permission; its column cannot be changed. */
      locked: z.boolean(),
      permissions: z.array(z.string()),
    }),
  ),
});
export type TPermissionMatrix = z.infer<typeof ZPermissionMatrix>;

/** `POST api/permission/update/{role_id}`: the full list of the role's permission names. */
export const ZPermissionUpdateBody = z.object({ permissions: z.array(ZText.max(100)).max(500) });
