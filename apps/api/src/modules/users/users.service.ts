import { randomInt } from "node:crypto";
import { ALL_OFFICE_ROLES, passwordIssues, type RoleSlug } from "@pragati/domain/access";
import { toDevanagariDigits } from "@pragati/domain/calendar";
import {
  isEmailAddress,
  isNepaliMobile,
  normalizeMobile,
  normalizeUsername,
  type TUserBody,
  type TUserStoreBody,
  USERNAME_MAX,
  USERNAME_MIN,
  usernameIssue,
} from "@pragati/domain/contract";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { Db, Executor } from "../../db/client";
import { enqueue } from "../../jobs/outbox";
import { recordActivity } from "../../lib/activity-log";
import { isForeignKeyViolation, isUniqueViolation } from "../../lib/db-errors";
import {
  type BilingualMessage,
  conflict,
  FieldErrorCollector,
  forbidden,
  orNotFound,
} from "../../lib/errors";
import { hashPassword } from "../../lib/passwords";
import { type AuthContext, authOf } from "../../plugins/auth";
import { checkNewPassword } from "../auth/password-policy";
import * as repo from "./users.repository";

const USER: BilingualMessage = { en: "User", np: "प्रयोगकर्ता" };

const MESSAGES = {
  nameRequired: { en: "The name is required.", np: "नाम आवश्यक छ।" },
  usernameRequired: { en: "The username is required.", np: "प्रयोगकर्ता नाम आवश्यक छ।" },
  usernameLength: {
    en: `The username must be ${USERNAME_MIN} to ${USERNAME_MAX} characters.`,
    np: `प्रयोगकर्ता नाम ${toDevanagariDigits(USERNAME_MIN)} देखि ${toDevanagariDigits(USERNAME_MAX)} अक्षरको हुनुपर्छ।`,
  },
  usernameCharacters: {
    en: "The username may contain only lower-case letters, digits, dots, dashes and underscores.",
    np: "प्रयोगकर्ता नाममा अंग्रेजी साना अक्षर, अंक, थोप्लो (.), ड्यास (-) र अन्डरस्कोर (_) मात्र हुन सक्छन्।",
  },
  usernameTaken: { en: "This username is already taken.", np: "यो प्रयोगकर्ता नाम पहिले नै प्रयोगमा छ।" },
  email: { en: "Enter a valid e-mail address.", np: "मान्य इमेल ठेगाना लेख्नुहोस्।" },
  mobile: {
    en: "Enter a 10-digit mobile number starting with 98, 97 or 96.",
    np: "९८, ९७ वा ९६ बाट सुरु हुने १० अंकको मोबाइल नम्बर लेख्नुहोस्।",
  },
  roleMissing: { en: "The role does not exist.", np: "यो भूमिका भेटिएन।" },
  roleInactive: { en: "This role is disabled; choose another.", np: "यो भूमिका निष्क्रिय छ; अर्को छान्नुहोस्।" },
  roleNotAllowed: {
    en: "You may not give this role.",
    np: "तपाईंले यो भूमिका दिन मिल्दैन।",
  },
  ownRole: { en: "You cannot change your own role.", np: "तपाईं आफ्नै भूमिका परिवर्तन गर्न सक्नुहुन्न।" },
  ownStatus: { en: "You cannot disable your own account.", np: "तपाईं आफ्नै खाता निष्क्रिय गर्न सक्नुहुन्न।" },
  officeRequired: { en: "Choose an office for this role.", np: "यो भूमिकाका लागि निकाय छान्नुहोस्।" },
  officeOutside: {
    en: "The office does not exist or is outside your offices.",
    np: "यो निकाय भेटिएन वा तपाईंको निकायभित्र पर्दैन।",
  },
  ownReset: {
    en: "Use Change password to change your own password.",
    np: "आफ्नो पासवर्ड परिवर्तन गर्न 'पासवर्ड परिवर्तन' प्रयोग गर्नुहोस्।",
  },
  noEmail: {
    en: "This user has no e-mail address; add one before resetting the password.",
    np: "यो प्रयोगकर्ताको इमेल ठेगाना छैन; पासवर्ड रिसेट गर्नुअघि इमेल थप्नुहोस्।",
  },
  ownDelete: { en: "You cannot delete your own account.", np: "तपाईं आफ्नै खाता हटाउन सक्नुहुन्न।" },
} satisfies Record<string, BilingualMessage>;

const hasHistory = () =>
  conflict({
    en: "This user has activity in the system, which must be kept; disable the account instead.",
    np: "यो प्रयोगकर्ताका काम गतिविधि लगमा सुरक्षित राख्नुपर्ने भएकाले हटाउन सकिँदैन; बरु खाता निष्क्रिय गर्नुहोस्।",
  });

/**
 * Roles a caller may give and whose users they may manage. Admin: any. Others (a role granted
 * `user.manage`): only roles limited to an office subtree that cannot manage roles, so nobody can
 * raise their own or anyone's rights beyond an office administrator's.
 */
const canGiveRole = (auth: AuthContext, role: repo.RoleGrant): boolean =>
  auth.roleSlug === "admin" ||
  (role.slug !== "admin" &&
    !ALL_OFFICE_ROLES.includes(role.slug as RoleSlug) &&
    !role.permissions.includes("role.manage"));

/** The user as the caller may manage it: 404 outside the office scope, 403 for a role they may not give. */
const manageableUser = async (executor: Executor, auth: AuthContext, id: number) => {
  const user = await orNotFound(repo.findUser(executor, auth, id), USER);
  const role = await repo.findRoleGrant(executor, user.role_id);
  if (!role || !canGiveRole(auth, role)) throw forbidden();
  return user;
};

export const showUser = (executor: Executor, auth: AuthContext, id: number) =>
  orNotFound(repo.findUser(executor, auth, id), USER);

/** Checks a create or edit in both languages and returns the values to store. */
const checkUser = async (
  executor: Executor,
  auth: AuthContext,
  input: TUserBody,
  errors: FieldErrorCollector,
  existing?: repo.UserRecord,
): Promise<repo.UserValues> => {
  const name = input.name.trim();
  if (!name) errors.add("name", MESSAGES.nameRequired);

  const username = normalizeUsername(input.username);
  const issue = usernameIssue(username);
  if (issue === "required") errors.add("username", MESSAGES.usernameRequired);
  if (issue === "length") errors.add("username", MESSAGES.usernameLength);
  if (issue === "characters") errors.add("username", MESSAGES.usernameCharacters);
  if (!issue && (await repo.usernameTaken(executor, username, existing?.id)))
    errors.add("username", MESSAGES.usernameTaken);

  const email = (input.email ?? "").trim();
  if (email && !isEmailAddress(email)) errors.add("email", MESSAGES.email);
  const mobile = normalizeMobile(input.mobile ?? "");
  if (mobile && !isNepaliMobile(mobile)) errors.add("mobile", MESSAGES.mobile);

  const role = await repo.findRoleGrant(executor, input.role_id);
  const keepsRole = existing?.role_id === input.role_id;
  if (!role) errors.add("role_id", MESSAGES.roleMissing);
  else if (existing?.id === auth.userId && !keepsRole) errors.add("role_id", MESSAGES.ownRole);
  else if (!role.status && !keepsRole) errors.add("role_id", MESSAGES.roleInactive);
  else if (!canGiveRole(auth, role)) errors.add("role_id", MESSAGES.roleNotAllowed);

  const nikayaId = input.nikaya_id ?? null;
  if (nikayaId === null) {
    if (role && !ALL_OFFICE_ROLES.includes(role.slug as RoleSlug))
      errors.add("nikaya_id", MESSAGES.officeRequired);
  } else if (!(await repo.officeInScope(executor, auth, nikayaId)))
    errors.add("nikaya_id", MESSAGES.officeOutside);

  const status = input.status ?? true;
  if (existing?.id === auth.userId && !status) errors.add("status", MESSAGES.ownStatus);

  return {
    name,
    username,
    email: email || null,
    mobile: mobile || null,
    roleId: input.role_id,
    nikayaId,
    status,
  };
};

/** A write that lost a race for the username still answers 422, never 500. */
const guardUsername = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error))
      new FieldErrorCollector().add("username", MESSAGES.usernameTaken).throwIfAny();
    throw error;
  }
};

const auditable = (values: repo.UserValues) => ({
  name: values.name,
  username: values.username,
  email: values.email,
  mobile: values.mobile,
  role_id: values.roleId,
  nikaya_id: values.nikayaId,
  status: values.status,
});

export const createUser = async (db: Db, request: FastifyRequest, input: TUserStoreBody) => {
  const auth = authOf(request);
  const errors = new FieldErrorCollector();
  const values = await checkUser(db, auth, input, errors);
  await checkNewPassword(input, errors);
  errors.throwIfAny();
  const passwordHash = await hashPassword(input.password);
  const id = await guardUsername(() =>
    db.transaction(async (tx) => {
      const created = await repo.insertUser(tx, { ...values, passwordHash, createdBy: auth.userId });
      await recordActivity(tx, request, {
        action: "create",
        entity: "user",
        entityId: created,
        changes: auditable(values),
      });
      return created;
    }),
  );
  return showUser(db, auth, id);
};

export const updateUser = async (db: Db, request: FastifyRequest, id: number, input: TUserBody) => {
  const auth = authOf(request);
  const existing = await manageableUser(db, auth, id);
  const errors = new FieldErrorCollector();
  const values = await checkUser(db, auth, input, errors, existing);
  errors.throwIfAny();
  const before = auditable({
    name: existing.name,
    username: existing.username,
    email: existing.email,
    mobile: existing.mobile,
    roleId: existing.role_id,
    nikayaId: existing.nikaya_id,
    status: existing.status,
  });
  const after = auditable(values);
  const changed = (Object.keys(after) as (keyof typeof after)[]).filter((key) => before[key] !== after[key]);
  await guardUsername(() =>
    db.transaction(async (tx) => {
      await repo.updateUser(tx, id, values);
      if (!values.status) await repo.endSessions(tx, id);
      await recordActivity(tx, request, {
        action: "update",
        entity: "user",
        entityId: id,
        changes: {
          before: Object.fromEntries(changed.map((key) => [key, before[key]])),
          after: Object.fromEntries(changed.map((key) => [key, after[key]])),
        },
      });
    }),
  );
  return showUser(db, auth, id);
};

/** Enables or disables an account; disabling ends its sessions at once. */
export const setUserStatus = async (db: Db, request: FastifyRequest, id: number, status: boolean) => {
  const auth = authOf(request);
  const existing = await manageableUser(db, auth, id);
  if (id === auth.userId && !status) new FieldErrorCollector().add("status", MESSAGES.ownStatus).throwIfAny();
  await db.transaction(async (tx) => {
    await repo.updateUser(tx, id, { status });
    if (!status) await repo.endSessions(tx, id);
    await recordActivity(tx, request, {
      action: "update",
      entity: "user",
      entityId: id,
      changes: { before: { status: existing.status }, after: { status } },
    });
  });
  return showUser(db, auth, id);
};

const TEMPORARY_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789";
const TEMPORARY_LENGTH = 12;

/** A random password that meets the shared rule; look-alike characters (0/O, 1/l/I) are left out. */
export const temporaryPassword = (): string => {
  for (;;) {
    const candidate = Array.from(
      { length: TEMPORARY_LENGTH },
      () => TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)],
    ).join("");
    if (passwordIssues(candidate).length === 0) return candidate;
  }
};

/**
 * An administrator's password reset: a temporary password replaces the old one, is e-mailed through
 * the outbox in the same transaction, and every session of the user ends.
 */
export const resetUserPassword = async (
  deps: { db: Db; demo: boolean; log: FastifyBaseLogger },
  request: FastifyRequest,
  id: number,
) => {
  const { db } = deps;
  const auth = authOf(request);
  const user = await manageableUser(db, auth, id);
  const errors = new FieldErrorCollector();
  if (id === auth.userId) errors.add("user", MESSAGES.ownReset);
  else if (!user.email) errors.add("email", MESSAGES.noEmail);
  errors.throwIfAny();
  const email = user.email as string;
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await repo.updateUser(tx, id, { passwordHash });
    await repo.endSessions(tx, id);
    await enqueue(tx, {
      channel: "email",
      recipient: email,
      subject: "Your password was reset / तपाईंको पासवर्ड रिसेट गरियो",
      body: [
        `Dear ${user.name},`,
        `An administrator reset your Pragati password. Your username is ${user.username} and your temporary password is ${password}`,
        "Log in with it and change it at once (menu: Change password).",
        "",
        `${user.name} ज्यू,`,
        `प्रशासकले तपाईंको प्रगति प्रणालीको पासवर्ड रिसेट गर्नुभयो। प्रयोगकर्ता नाम ${user.username} र अस्थायी पासवर्ड ${password} हो।`,
        "यसबाट लगइन गरी तुरुन्तै पासवर्ड परिवर्तन गर्नुहोस् (मेनु: पासवर्ड परिवर्तन)।",
      ].join("\n"),
    });
    await recordActivity(tx, request, { action: "password_reset", entity: "user", entityId: id });
  });
  if (deps.demo) deps.log.warn(`Temporary password for ${user.username}: ${password}`);
  return { email };
};

export const deleteUser = async (db: Db, request: FastifyRequest, id: number) => {
  const auth = authOf(request);
  const user = await manageableUser(db, auth, id);
  if (id === auth.userId) new FieldErrorCollector().add("user", MESSAGES.ownDelete).throwIfAny();
  try {
    await db.transaction(async (tx) => {
      if (await repo.hasHistory(tx, id)) throw hasHistory();
      await repo.deleteUser(tx, id);
      await recordActivity(tx, request, {
        action: "delete",
        entity: "user",
        entityId: id,
        changes: {
          name: user.name,
          username: user.username,
          role_id: user.role_id,
          nikaya_id: user.nikaya_id,
        },
      });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw hasHistory();
    throw error;
  }
};
