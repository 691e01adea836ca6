/**
 * The seeded demo users the tests call as (db/seed: demo offices and users), by what they stand for.
 * A test says more where its case depends on it (e.g. "may view projects only").
 */
export const admin = { username: "admin" };
/** Project head (ayojana-pramukh) of the Division Road Office, Kathmandu (336-01-01). */
export const head = { username: "project" };
/** Department of Roads staff (office role): the office above the division office 336-01-01. */
export const roads = { username: "office" };
/** Ministry of Finance staff: another subtree than the Department of Roads. */
export const finance = { username: "mof.office" };
/** A secretary of MoPIT, above the Department of Roads. */
export const sachib = { username: "sachib" };

/** The Division Road Office, Kathmandu: the demo office of the road projects and contracts. */
export const DIVISION_CODE = "336-01-01";
