import { useState } from "react";
import { type ApiError, isApiError } from "../../lib/api-client";
import { notifyError } from "../../lib/notify";
import { useFieldErrors } from "../../lib/use-field-errors";
import { type PlanEntry, type PlanEntryBody, type PlanEntryRow, useSavePlanEntry } from "./queries";

type SubmitOptions<E extends PlanEntry> = {
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
        onSuccess: (row) => options.onSaved(row),
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
