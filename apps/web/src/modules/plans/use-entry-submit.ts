import { type ChangeEvent, useState } from "react";
import { type ApiError, isApiError } from "../../lib/api-client";
import { notifyError, notifySuccess } from "../../lib/notify";
import { type FieldErrorMap, useFieldErrors } from "../../lib/use-field-errors";
import { useProblemText } from "./components/problem-text";
import type { Problem } from "./plan-form";
import { type PlanEntry, type PlanEntryBody, type PlanEntryRow, useSavePlanEntry } from "./queries";

type SubmitOptions<E extends PlanEntry> = {
  /** The success toast. */
  saved: string;
  onSaved: (row: PlanEntryRow<E>) => void;
  /** Places the server's field errors itself (fields named by position, like `months.0.target`). */
  placeFieldErrors?: (error: ApiError) => boolean;
};

/**
 * Saving a plan form: the server's 422 field errors go under their fields, any other refusal (the
 * 409 of a lock, a parent deleted meanwhile) is shown at the top of the form and as a toast.
 */
export function useEntrySubmit<E extends PlanEntry, F extends string>(entry: E, fields: readonly F[]) {
  const save = useSavePlanEntry(entry);
  const fieldErrors = useFieldErrors(fields);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (id: number | null, body: PlanEntryBody<E>, options: SubmitOptions<E>) => {
    setFormError(null);
    save.mutate(
      { id, body },
      {
        onSuccess: (row) => {
          notifySuccess(options.saved);
          options.onSaved(row);
        },
        onError: (error) => {
          if (!isApiError(error) || error.canceled) return;
          const placed = options.placeFieldErrors
            ? options.placeFieldErrors(error)
            : fieldErrors.fromApi(error);
          if (!placed) setFormError(error.message);
          notifyError(error);
        },
      },
    );
  };

  return { ...fieldErrors, formError, submit, pending: save.isPending };
}

/**
 * A plan form whose values are named as its fields: a change clears its field's error, and the client
 * checks put each field's first problem under it.
 */
export function useEntryForm<E extends PlanEntry, F extends string, V extends object>(
  entry: E,
  fields: readonly F[],
  initial: V | (() => V),
) {
  const form = useEntrySubmit(entry, fields);
  const problemText = useProblemText();
  const [values, setValues] = useState<V>(initial);

  const change = <K extends keyof V & F>(key: K, value: V[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    form.clear(key);
  };

  /** Shows the problems under their fields; true when there is none and the form may be sent. */
  const passes = (problems: Problem<F>[]) => {
    const found: FieldErrorMap<F> = {};
    for (const problem of problems) found[problem.field] ??= problemText(problem);
    form.setErrors(found);
    return problems.length === 0;
  };

  /** A field's value, error and change, for an input whose change hands over the value. */
  const field = <K extends keyof V & F>(key: K) => ({
    value: values[key],
    error: form.errors[key],
    onChange: (value: V[K]) => change(key, value),
  });

  /** The same for a text input, whose change hands over an event. */
  const text = <K extends keyof V & F>(key: K) => ({
    value: values[key],
    error: form.errors[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      change(key, event.currentTarget.value as V[K]),
  });

  return { ...form, values, setValues, change, passes, field, text };
}
