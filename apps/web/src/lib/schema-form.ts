import type { FormErrors } from "@mantine/form";
import { zod4Resolver } from "mantine-form-zod-resolver";
import type { $ZodType } from "zod/v4/core";
import { isApiError } from "./api-client";
import { notifyError, notifySuccess } from "./notify";

/**
 * A form's `validate` for `useForm` (@mantine/form): the domain's zod schema, the rule the API applies,
 * through mantine-form-zod-resolver. Each refused field is named in the form's own words and language;
 * `message` gets the field's path (`helper_limit`, `months.2.target`) and the values it refused.
 */
export const schemaValidate =
  <Values>(schema: $ZodType, message: (field: string, values: Values) => string) =>
  (values: Values): FormErrors =>
    Object.fromEntries(
      Object.keys(zod4Resolver(schema)(values as Record<string, unknown>)).map((field) => [
        field,
        message(field, values),
      ]),
    );

/** The server's 422 field errors for these fields, for `form.setErrors`; empty for any other failure. */
export const apiFieldErrors = (error: unknown, fields: readonly string[]): Record<string, string> => {
  if (!isApiError(error)) return {};
  const found: Record<string, string> = {};
  for (const field of fields) {
    const message = error.fieldMessage(field);
    if (message) found[field] = message;
  }
  return found;
};

/**
 * A form's save callbacks for `mutate`: on success the toast (`saved`, or its words for the saved record)
 * and then `then`; on a refusal the server's errors under `fields` and its message.
 */
export const saveCallbacks = <R>(
  /** A @mantine/form form, or useFieldErrors' errors. */
  form: { setErrors: (errors: Record<string, string>) => void },
  fields: readonly string[],
  saved: string | ((record: R) => string),
  then?: (record: R) => void,
) => ({
  onSuccess: (record: R) => {
    notifySuccess(typeof saved === "string" ? saved : saved(record));
    then?.(record);
  },
  onError: (error: Error) => {
    form.setErrors(apiFieldErrors(error, fields));
    notifyError(error);
  },
});
