import type { TIndicator } from "@pragati/domain/contract";
import { type Caller, okResponse } from "./client";
import type { TestApp } from "./test-app";

let serial = 0;

/**
 * Defines an indicator through `POST api/indicators/store` (the test fails on any answer but 200) and
 * answers it: "Roads upgraded", monthly, not cumulative, 120 a year, with a code of its own, unless `body`
 * says otherwise.
 */
export const storeIndicator = async (
  t: TestApp,
  caller: Caller,
  body: { fiscal_year_id: number } & Record<string, unknown>,
) =>
  okResponse<TIndicator>(
    await t.as(caller).post("/api/indicators/store", {
      code: `IND-${++serial}-${Date.now() % 100_000}`,
      name: "Roads upgraded",
      name_np: "स्तरोन्नति गरिएका सडक",
      aggregation: "non_cumulative",
      annual_target: 120,
      ...body,
    }),
  );
