/** A client-side refusal: the field it belongs under and its message key in `plans:validation`. */
export type Problem<F extends string> = { field: F; key: string; values?: Record<string, string | number> };

/** The lengths the API accepts (plans.contract.ts). */
export const LIMITS = { pointNo: 50, text: 1000 } as const;

/** A required text within its length. */
export const checkText = <F extends string>(field: F, text: string, max: number): Problem<F>[] => {
  const value = text.trim();
  if (!value) return [{ field, key: "required" }];
  return value.length > max ? [{ field, key: "tooLong", values: { n: max } }] : [];
};

/** An optional amount or quantity (NumberInput's value): empty, or a number of at least `min`. */
export const checkQuantity = <F extends string>(
  field: F,
  value: number | null,
  { required = false, min = 0, above = false }: { required?: boolean; min?: number; above?: boolean } = {},
): Problem<F>[] => {
  if (value === null) return required ? [{ field, key: "required" }] : [];
  if (Number.isNaN(value)) return [{ field, key: "number" }];
  if (above ? value <= min : value < min) return [{ field, key: above ? "aboveZero" : "notNegative" }];
  return [];
};

/** NumberInput's rules for an amount or quantity: four decimals (numeric(16, 2|4)); a negative is typed to be refused by name. */
export const QUANTITY_RULES = { maxDecimals: 4, allowNegative: true } as const;

/** Select values are strings; the API takes ids. */
export const idOrNull = (value: string | null): number | null => (value ? Number(value) : null);
