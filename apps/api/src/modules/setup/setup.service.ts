import { toDevanagariDigits } from "@pragati/domain/calendar";
import type { TSetupItemInput } from "@pragati/domain/contract";
import {
  SETUP_LISTS,
  type SetupExtraIssue,
  type SetupListKey,
  setupExtraIssues,
} from "@pragati/domain/setup";
import type { FastifyRequest } from "fastify";
import type { Db, Executor } from "../../db/client";
import { recordActivity } from "../../lib/activity-log";
import { isForeignKeyViolation, isUniqueViolation } from "../../lib/db-errors";
import { type BilingualMessage, conflict, FieldErrorCollector, orNotFound } from "../../lib/errors";
import { authOf } from "../../plugins/auth";
import {
  deleteSetupItem,
  findDuplicates,
  findSetupItem,
  insertSetupItem,
  type SetupItemRow,
  type SetupItemValues,
  updateSetupItem,
} from "./setup.repository";

const ENTITY = "setup_item";

/** The entry of this list, or 404 (an id of another list is not found either). */
export const getSetupItem = (executor: Executor, list: SetupListKey, id: number) =>
  orNotFound(findSetupItem(executor, list, id), { en: "Entry", np: "विवरण" });

const extraMessage = (issue: SetupExtraIssue): BilingualMessage => {
  switch (issue.issue) {
    case "required":
      return { en: "This field is required.", np: "यो विवरण आवश्यक छ।" };
    case "not_allowed":
      return { en: "This list does not take this field.", np: "यो सूचीमा यो विवरण लागू हुँदैन।" };
    case "integer":
      return { en: "Enter a whole number.", np: "पूर्ण संख्या लेख्नुहोस्।" };
    case "choice":
      return { en: "Choose one of the allowed values.", np: "अनुमति भएका मध्ये एक छान्नुहोस्।" };
    case "min":
      return {
        en: `Must be at least ${issue.limit}.`,
        np: `कम्तीमा ${toDevanagariDigits(issue.limit)} हुनुपर्छ।`,
      };
    case "max":
      return { en: `Must be at most ${issue.limit}.`, np: `बढीमा ${toDevanagariDigits(issue.limit)} हुनुपर्छ।` };
  }
};

const PARENT_MESSAGES = {
  noSubTypes: { en: "This list has no sub types.", np: "यो सूचीमा उप प्रकार हुँदैनन्।" },
  notMain: { en: "Choose a main type of this list.", np: "यही सूचीको मुख्य प्रकार छान्नुहोस्।" },
  self: { en: "An entry cannot be its own main type.", np: "कुनै विवरण आफैंको मुख्य प्रकार हुन सक्दैन।" },
  hasSubTypes: {
    en: "This main type has sub types, so it cannot become a sub type.",
    np: "यो मुख्य प्रकार अन्तर्गत उप प्रकार भएकाले यसलाई उप प्रकार बनाउन सकिँदैन।",
  },
} satisfies Record<string, BilingualMessage>;

const DUPLICATE_NAME = {
  en: "An entry with this name already exists in this list.",
  np: "यो सूचीमा यही नामको विवरण पहिल्यै छ।",
};
const DUPLICATE_CODE = {
  en: "Another entry of this list has this code.",
  np: "यो सूचीमा यही कोड भएको अर्को विवरण छ।",
};

/** The values to store: the input over the current entry (update) or the defaults (store). */
const valuesOf = (input: TSetupItemInput, current: SetupItemRow | null): SetupItemValues => ({
  parentId: input.parent_id === undefined ? (current?.parent_id ?? null) : input.parent_id,
  code: input.code === undefined ? (current?.code ?? null) : input.code || null,
  name: input.name,
  nameNp: input.name_np,
  description: input.description ?? current?.description ?? "",
  sortOrder: input.sort_order ?? current?.sort_order ?? 0,
  status: input.status ?? current?.status ?? true,
  extra: input.extra
    ? Object.fromEntries(Object.entries(input.extra).filter(([, v]) => v != null))
    : (current?.extra ?? {}),
});

/** The rules beyond the schema: list-specific fields, the main/sub-type level, unique names and codes. */
const checkValues = async (
  executor: Executor,
  list: SetupListKey,
  values: SetupItemValues,
  current: SetupItemRow | null,
) => {
  const errors = new FieldErrorCollector();
  for (const issue of setupExtraIssues(list, values.extra))
    errors.add(`extra.${issue.field}`, extraMessage(issue));

  if (values.parentId !== null) {
    if (!SETUP_LISTS[list].subTypes) errors.add("parent_id", PARENT_MESSAGES.noSubTypes);
    else if (current && values.parentId === current.id) errors.add("parent_id", PARENT_MESSAGES.self);
    else {
      const parent = await findSetupItem(executor, list, values.parentId);
      if (!parent || parent.parent_id !== null) errors.add("parent_id", PARENT_MESSAGES.notMain);
      else if (current && current.sub_count > 0) errors.add("parent_id", PARENT_MESSAGES.hasSubTypes);
    }
  }

  const duplicates = await findDuplicates(executor, {
    list,
    id: current?.id ?? null,
    parentId: values.parentId,
    name: values.name,
    nameNp: values.nameNp,
    code: values.code,
  });
  if (duplicates.name) errors.add("name", DUPLICATE_NAME);
  if (duplicates.name_np) errors.add("name_np", DUPLICATE_NAME);
  if (duplicates.code) errors.add("code", DUPLICATE_CODE);
  errors.throwIfAny();
};

// Two saves racing past the duplicate check meet the unique index; the answer is the same 422.
const duplicateRace = () => new FieldErrorCollector().add("name", DUPLICATE_NAME);

export const createSetupItem = async (
  db: Db,
  request: FastifyRequest,
  list: SetupListKey,
  input: TSetupItemInput,
): Promise<number> => {
  const values = valuesOf(input, null);
  await checkValues(db, list, values, null);
  try {
    return await db.transaction(async (tx) => {
      const id = await insertSetupItem(tx, list, { ...values, createdBy: authOf(request).userId });
      await recordActivity(tx, request, {
        action: "create",
        entity: ENTITY,
        entityId: id,
        changes: { list_key: list, after: input },
      });
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) duplicateRace().throwIfAny();
    throw error;
  }
};

export const updateSetupItemOf = async (
  db: Db,
  request: FastifyRequest,
  list: SetupListKey,
  id: number,
  input: TSetupItemInput,
): Promise<void> => {
  const current = await getSetupItem(db, list, id);
  const values = valuesOf(input, current);
  await checkValues(db, list, values, current);
  try {
    await db.transaction(async (tx) => {
      await updateSetupItem(tx, id, values);
      await recordActivity(tx, request, {
        action: "update",
        entity: ENTITY,
        entityId: id,
        changes: {
          list_key: list,
          before: {
            parent_id: current.parent_id,
            code: current.code,
            name: current.name,
            name_np: current.name_np,
            description: current.description,
            sort_order: current.sort_order,
            status: current.status,
            extra: current.extra,
          },
          after: input,
        },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) duplicateRace().throwIfAny();
    throw error;
  }
};

/**
 * Deletes an entry no other row refers to. A main type with sub types and an entry referenced
 * anywhere (the foreign keys restrict, so future references are covered too) answer 409.
 */
export const deleteSetupItemOf = async (db: Db, request: FastifyRequest, list: SetupListKey, id: number) => {
  const current = await getSetupItem(db, list, id);
  if (current.sub_count > 0)
    throw conflict({
      en: `"${current.name}" has ${current.sub_count} sub types; delete them first.`,
      np: `"${current.name_np}" अन्तर्गत ${toDevanagariDigits(current.sub_count)} उप प्रकार छन्; पहिले तिनलाई हटाउनुहोस्।`,
    });
  try {
    await db.transaction(async (tx) => {
      await deleteSetupItem(tx, id);
      await recordActivity(tx, request, {
        action: "delete",
        entity: ENTITY,
        entityId: id,
        changes: {
          list_key: list,
          before: { name: current.name, name_np: current.name_np, code: current.code },
        },
      });
    });
  } catch (error) {
    if (isForeignKeyViolation(error))
      throw conflict({
        en: `"${current.name}" is still in use and cannot be deleted. Set it inactive instead.`,
        np: `"${current.name_np}" प्रयोगमा रहेकाले हटाउन सकिँदैन। बरु निष्क्रिय गर्नुहोस्।`,
      });
    throw error;
  }
};
