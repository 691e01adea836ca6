import type { FormErrors } from "@mantine/form";
import { useTranslation } from "react-i18next";
import type { $ZodType } from "zod/v4/core";
import { useFormat } from "../../../lib/format";
import { schemaValidate } from "../../../lib/schema-form";
import { type FormProblem, schemaProblem } from "../meeting-form";

/**
 * What the meeting and decision forms share: a problem in the form's words, the schema's refusals one per
 * field, a field's error as text, and a setup list's top level as choices.
 */
export function useFormWords<F extends string>() {
  const { t } = useTranslation("meetings");
  const fmt = useFormat();

  const problemText = (field: F, problem: FormProblem) =>
    problem.key === "tooLong"
      ? t("common:validation.tooLong", { field: t(`fields.${field}`), n: fmt.number(problem.n) })
      : t([`form.errors.${problem.key}`, `common:validation.${problem.key}`], {
          field: t(`fields.${field}`),
        });

  /** The schema's refusals of the body sent from these values, the first per field. */
  const schemaErrors = (schema: $ZodType, values: Partial<Record<F, unknown>>, body: unknown) => {
    const errors: Record<string, string> = {};
    const fromSchema = schemaValidate(schema, (path) => {
      const field = path.split(".")[0] as F;
      const text = values[field];
      return problemText(field, schemaProblem(field, typeof text === "string" ? text : null));
    })(body);
    for (const [path, message] of Object.entries(fromSchema)) errors[path.split(".")[0]] ??= String(message);
    return errors;
  };

  const errorOf = (errors: FormErrors, field: F) => {
    const error = errors[field];
    return typeof error === "string" ? error : undefined;
  };

  const options = (
    rows: { id: number; name: string; name_np: string; parent_id: number | null }[] | undefined,
  ) =>
    (rows ?? [])
      .filter((row) => row.parent_id === null)
      .map((row) => ({ value: String(row.id), label: fmt.name(row.name, row.name_np) }));

  return { problemText, schemaErrors, errorOf, options };
}
