import { buildOffice, loginAs, signedInAs } from "./factories";
import type { TestApp } from "./test-app";

/**
 * The office tree the action-plan report tests read: R > A, R > B and X outside (named after `prefix`),
 * with A1 below A when asked; admin, a secretary of R and a monitor of R (no report screens) signed in,
 * and with A1 its staff and X's staff too. Answers the office ids and the session tokens by label.
 */
export const reportOffices = async (t: TestApp, prefix: string, withA1 = false) => {
  const db = t.database.db;
  const office: Record<string, number> = {};
  office.R = (await buildOffice(db, { name: `${prefix} root` })).id;
  office.A = (await buildOffice(db, { parentId: office.R, name: `${prefix} A` })).id;
  if (withA1) office.A1 = (await buildOffice(db, { parentId: office.A, name: `${prefix} A1` })).id;
  office.B = (await buildOffice(db, { parentId: office.R, name: `${prefix} B` })).id;
  office.X = (await buildOffice(db, { name: `${prefix} outside` })).id;
  const tokens: Record<string, string> = {
    admin: await loginAs(t.app, "admin"),
    sachib: await signedInAs(t, "sachib", office.R),
  };
  if (withA1) {
    tokens.a1 = await signedInAs(t, "nikaya", office.A1);
    tokens.outsider = await signedInAs(t, "nikaya", office.X);
  }
  tokens.noReports = await signedInAs(t, "anugaman_karta", office.R);
  return { office, tokens };
};

/** The query string of a report call: the fiscal year and month 4 (Mangsir) unless `params` say otherwise. */
export const reportQuery = (fiscalYearId: number, params: Record<string, string | number>) =>
  new URLSearchParams(
    Object.entries({ fiscal_year_id: fiscalYearId, month: 4, ...params }).map(
      ([k, v]) => [k, String(v)] as [string, string],
    ),
  ).toString();
