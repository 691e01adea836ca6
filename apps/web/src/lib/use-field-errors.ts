import { useCallback, useState } from "react";
import { isApiError } from "./api-client";

export type FieldErrorMap<F extends string> = Partial<Record<F, string>>;

/**
 * Field errors of a form: client checks and the server's 422 `errors` (joined by ', ').
 * A field's error clears when the user types in it (PRODUCT.md section 13).
 */
export function useFieldErrors<F extends string>(fields: readonly F[]) {
  const [errors, setErrors] = useState<FieldErrorMap<F>>({});

  const clear = useCallback((field: F) => {
    setErrors((prev) => (prev[field] === undefined ? prev : { ...prev, [field]: undefined }));
  }, []);

  /** Takes the server's field errors; returns true when at least one belonged to this form. */
  const fromApi = useCallback(
    (error: unknown): boolean => {
      if (!isApiError(error)) return false;
      const next: FieldErrorMap<F> = {};
      for (const field of fields) {
        const message = error.fieldMessage(field);
        if (message) next[field] = message;
      }
      setErrors(next);
      return Object.keys(next).length > 0;
    },
    [fields],
  );

  return { errors, setErrors, clear, fromApi };
}
