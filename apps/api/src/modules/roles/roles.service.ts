import { menuLinks, type Permission, withHidden } from "@pragati/domain/access";
import { toDevanagariDigits } from "@pragati/domain/calendar";
import {
  isBuiltInRole,
  ROLE_SLUG_MAX,
  ROLE_SLUG_MIN,
  roleSlugIssue,
  type TRoleBody,
  type TRoleMenu,
} from "@pragati/domain/contract";
import type { FastifyRequest } from "fastify";
import type { Db, Executor } from "../../db/client";
import { recordActivity } from "../../lib/activity-log";
import { isForeignKeyViolation, isUniqueViolation } from "../../lib/db-errors";
import { type BilingualMessage, conflict, FieldErrorCollector, orNotFound } from "../../lib/errors";
import { type AuthContext, authOf, hasPermission } from "../../plugins/auth";
import { roleMenuLinks } from "../menu/menu.repository";
import { presentMatrix } from "./roles.presenter";
import * as repo from "./roles.repository";

const ROLE: BilingualMessage = { en: "Role", np: "भूमिका" };

/** What a new role starts with: the home page and the notice bell every signed-in user needs. */
const NEW_ROLE_MENU = [""];
const NEW_ROLE_PERMISSIONS: Permission[] = ["dashboard.view", "notice.view"];

const MESSAGES = {
  nameRequired: { en: "The name is required.", np: "नाम आवश्यक छ।" },
  nameNpRequired: { en: "The Nepali name is required.", np: "नेपाली नाम आवश्यक छ।" },
  slugRequired: { en: "The slug is required.", np: "स्लग आवश्यक छ।" },
  slugLength: {
    en: `The slug must be ${ROLE_SLUG_MIN} to ${ROLE_SLUG_MAX} characters.`,
    np: `स्लग ${toDevanagariDigits(ROLE_SLUG_MIN)} देखि ${toDevanagariDigits(ROLE_SLUG_MAX)} अक्षरको हुनुपर्छ।`,
  },
  slugCharacters: {
    en: "The slug may contain only lower-case letters and digits, joined by single dashes (e.g. field-officer).",
    np: "स्लगमा अंग्रेजी साना अक्षर र अंक मात्र, एकल ड्यास (-) ले जोडेर हुन सक्छन् (जस्तै field-officer)।",
  },
  slugTaken: { en: "This slug is already used by another role.", np: "यो स्लग अर्को भूमिकाले प्रयोग गरिसकेको छ।" },
  ownRoleStatus: {
    en: "You cannot disable your own role.",
    np: "तपाईं आफ्नै भूमिका निष्क्रिय गर्न सक्नुहुन्न।",
  },
  unknownLinks: { en: "Unknown menu links: ", np: "अज्ञात मेनु लिङ्क: " },
  unknownPermissions: { en: "Unknown permissions: ", np: "अज्ञात अनुमति: " },
  grantNotHeld: {
    en: "You may grant only permissions you hold yourself: ",
    np: "तपाईंले आफूसँग भएका अनुमति मात्र दिन सक्नुहुन्छ: ",
  },
} satisfies Record<string, BilingualMessage>;

const BUILT_IN_SLUG = conflict({
  en: "The slug of a built-in role cannot be changed.",
  np: "प्रणालीमा निर्मित भूमिकाको स्लग परिवर्तन गर्न मिल्दैन।",
});
const BUILT_IN_DELETE = {
  en: "A built-in role cannot be deleted; disable it instead.",
  np: "प्रणालीमा निर्मित भूमिका हटाउन मिल्दैन; बरु निष्क्रिय गर्नुहोस्।",
};
const ADMIN_LOCKED = {
  status: { en: "The admin role cannot be disabled.", np: "प्रशासक भूमिका निष्क्रिय गर्न मिल्दैन।" },
  menu: {
    en: "The admin role always has the whole menu; it cannot be edited.",
    np: "प्रशासक भूमिकासँग सधैं सम्पूर्ण मेनु हुन्छ; यसलाई सम्पादन गर्न मिल्दैन।",
  },
  permissions: {
    en: "The admin role always holds every permission; it cannot be edited.",
    np: "प्रशासक भूमिकासँग सधैं सबै अनुमति हुन्छन्; यसलाई सम्पादन गर्न मिल्दैन।",
  },
};
const inUse = (users: number, notices: number) =>
  users > 0
    ? conflict({
        en: `This role is given to ${users} user(s); give them another role before deleting it.`,
        np: `यो भूमिका ${toDevanagariDigits(users)} प्रयोगकर्तालाई दिइएको छ; हटाउनुअघि उनीहरूलाई अर्को भूमिका दिनुहोस्।`,
      })
    : conflict({
        en: `${notices} notice(s) are addressed to this role; it cannot be deleted.`,
        np: `यो भूमिकालाई ${toDevanagariDigits(notices)} सूचना पठाइएको छ; यसलाई हटाउन मिल्दैन।`,
      });

const withList = (message: BilingualMessage, items: readonly string[]): BilingualMessage => ({
  en: message.en + items.join(", "),
  np: message.np + items.join(", "),
});

const existingRole = (executor: Executor, id: number) => orNotFound(repo.findRole(executor, id), ROLE);

export const showRole = existingRole;

/** Checks a create or edit in both languages and returns the values to store. */
const checkRole = async (
  executor: Executor,
  auth: AuthContext,
  input: TRoleBody,
  existing?: repo.RoleRecord,
): Promise<repo.RoleValues> => {
  const errors = new FieldErrorCollector();
  const name = input.name.trim();
  const nameNp = input.name_np.trim();
  const slug = input.slug.trim();
  const status = input.status ?? true;
  if (!name) errors.add("name", MESSAGES.nameRequired);
  if (!nameNp) errors.add("name_np", MESSAGES.nameNpRequired);
  if (existing && isBuiltInRole(existing.slug)) {
    if (slug !== existing.slug) throw BUILT_IN_SLUG;
    if (existing.slug === "admin" && !status) throw conflict(ADMIN_LOCKED.status);
  } else {
    const issue = roleSlugIssue(slug);
    if (issue === "required") errors.add("slug", MESSAGES.slugRequired);
    if (issue === "length") errors.add("slug", MESSAGES.slugLength);
    if (issue === "characters") errors.add("slug", MESSAGES.slugCharacters);
    if (!issue && (isBuiltInRole(slug) || (await repo.slugTaken(executor, slug, existing?.id))))
      errors.add("slug", MESSAGES.slugTaken);
  }
  if (existing?.id === auth.roleId && !status) errors.add("status", MESSAGES.ownRoleStatus);
  errors.throwIfAny();
  return { name, nameNp, slug, description: (input.description ?? "").trim(), status };
};

/** A write that lost a race for the slug still answers 422, never 500. */
const guardSlug = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) new FieldErrorCollector().add("slug", MESSAGES.slugTaken).throwIfAny();
    throw error;
  }
};

export const createRole = async (db: Db, request: FastifyRequest, input: TRoleBody) => {
  const auth = authOf(request);
  const values = await checkRole(db, auth, input);
  const id = await guardSlug(() =>
    db.transaction(async (tx) => {
      const created = await repo.insertRole(tx, { ...values, createdBy: auth.userId });
      const ids = (await repo.listPermissions(tx))
        .filter((p) => (NEW_ROLE_PERMISSIONS as string[]).includes(p.name))
        .map((p) => p.id);
      await repo.replaceRolePermissions(tx, created, ids);
      await repo.replaceRoleMenu(tx, created, withHidden(NEW_ROLE_MENU));
      await recordActivity(tx, request, {
        action: "create",
        entity: "role",
        entityId: created,
        changes: { ...values, permissions: NEW_ROLE_PERMISSIONS, menu: NEW_ROLE_MENU },
      });
      return created;
    }),
  );
  return existingRole(db, id);
};

export const updateRole = async (db: Db, request: FastifyRequest, id: number, input: TRoleBody) => {
  const existing = await existingRole(db, id);
  const values = await checkRole(db, authOf(request), input, existing);
  const before = {
    name: existing.name,
    nameNp: existing.name_np,
    slug: existing.slug,
    description: existing.description,
    status: existing.status,
  };
  const changed = (Object.keys(values) as (keyof repo.RoleValues)[]).filter(
    (key) => before[key] !== values[key],
  );
  await guardSlug(() =>
    db.transaction(async (tx) => {
      await repo.updateRole(tx, id, values);
      await recordActivity(tx, request, {
        action: "update",
        entity: "role",
        entityId: id,
        changes: {
          before: Object.fromEntries(changed.map((key) => [key, before[key]])),
          after: Object.fromEntries(changed.map((key) => [key, values[key]])),
        },
      });
    }),
  );
  return existingRole(db, id);
};

export const deleteRole = async (db: Db, request: FastifyRequest, id: number) => {
  const role = await existingRole(db, id);
  if (isBuiltInRole(role.slug)) throw conflict(BUILT_IN_DELETE);
  try {
    await db.transaction(async (tx) => {
      const notices = await repo.noticeTargetCount(tx, id);
      if (role.user_count > 0 || notices > 0) throw inUse(role.user_count, notices);
      await repo.deleteRole(tx, id);
      await recordActivity(tx, request, {
        action: "delete",
        entity: "role",
        entityId: id,
        changes: { name: role.name, name_np: role.name_np, slug: role.slug },
      });
    });
  } catch (error) {
    // A user given the role after the check above.
    if (isForeignKeyViolation(error)) throw inUse((await existingRole(db, id)).user_count, 0);
    throw error;
  }
};

/** The links a role may open, as the menu editor shows them (hidden children follow their parent). */
export const roleMenu = async (executor: Executor, id: number): Promise<TRoleMenu> => {
  const role = await existingRole(executor, id);
  const visible = menuLinks();
  if (role.slug === "admin") return { role_id: id, editable: false, links: visible };
  const stored = new Set(await roleMenuLinks(executor, id));
  return { role_id: id, editable: true, links: visible.filter((link) => stored.has(link)) };
};

export const updateRoleMenu = async (
  db: Db,
  request: FastifyRequest,
  id: number,
  links: readonly string[],
) => {
  const role = await existingRole(db, id);
  if (role.slug === "admin") throw conflict(ADMIN_LOCKED.menu);
  const visible = menuLinks();
  const unknown = links.filter((link) => !visible.includes(link));
  if (unknown.length > 0)
    new FieldErrorCollector().add("links", withList(MESSAGES.unknownLinks, unknown)).throwIfAny();
  const before = (await roleMenu(db, id)).links;
  const after = visible.filter((link) => links.includes(link));
  await db.transaction(async (tx) => {
    await repo.replaceRoleMenu(tx, id, withHidden(after));
    await recordActivity(tx, request, {
      action: "update",
      entity: "role_menu",
      entityId: id,
      changes: {
        added: after.filter((link) => !before.includes(link)),
        removed: before.filter((link) => !after.includes(link)),
      },
    });
  });
  return roleMenu(db, id);
};

export const permissionMatrix = async (executor: Executor) =>
  presentMatrix(await repo.listPermissions(executor), await repo.listRolesWithPermissions(executor));

/**
 * Replaces a role's permissions with the given list. Users of the role get the change at their next
 * request (the auth plugin reads permissions on every request).
 */
export const updateRolePermissions = async (
  db: Db,
  request: FastifyRequest,
  id: number,
  names: readonly string[],
) => {
  const auth = authOf(request);
  const role = await existingRole(db, id);
  if (role.slug === "admin") throw conflict(ADMIN_LOCKED.permissions);
  const catalogue = await repo.listPermissions(db);
  const wanted = [...new Set(names)];
  const unknown = wanted.filter((name) => !catalogue.some((p) => p.name === name));
  const before = await repo.rolePermissionNames(db, id);
  const added = wanted.filter((name) => !before.includes(name));
  const errors = new FieldErrorCollector();
  if (unknown.length > 0) errors.add("permissions", withList(MESSAGES.unknownPermissions, unknown));
  // Nobody but admin can hand out rights they do not have.
  const notHeld = added.filter((name) => !unknown.includes(name) && !hasPermission(auth, name as Permission));
  if (notHeld.length > 0) errors.add("permissions", withList(MESSAGES.grantNotHeld, notHeld));
  errors.throwIfAny();
  await db.transaction(async (tx) => {
    await repo.replaceRolePermissions(
      tx,
      id,
      catalogue.filter((p) => wanted.includes(p.name)).map((p) => p.id),
    );
    await recordActivity(tx, request, {
      action: "update",
      entity: "role_permissions",
      entityId: id,
      changes: { added, removed: before.filter((name) => !wanted.includes(name)) },
    });
  });
  return permissionMatrix(db);
};
