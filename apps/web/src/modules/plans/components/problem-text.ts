import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import type { Problem } from "../plan-form";

/**
 * A client-side refusal in the user's language (`plans:validation.<key>`): numbers in its digits as the
 * API writes them, `month` as the fiscal month's name.
 */
export function useProblemText() {
  const { t } = useTranslation("plans");
  const fmt = useFormat();
  return <F extends string>(problem: Problem<F>): string =>
    t(
      [
        `validation.${problem.key}`,
        `common:validation.${problem.key === "required" ? "requiredHere" : problem.key}`,
      ],
      {
        ...Object.fromEntries(
          Object.entries(problem.values ?? {}).map(([key, value]) => [
            key,
            key === "month" && typeof value === "number"
              ? fmt.fiscalMonth(value)
              : typeof value === "number"
                ? fmt.digits(value)
                : value,
          ]),
        ),
      },
    );
}
