import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { contracts } from "./contracts";

/**
 * The OCDS releases of contracts (issue 34, docs/product-rules.md "Open data"): one row per stage change,
 * written in the change's transaction and never updated. `release` is the release JSON as published;
 * `origin` tells a release made by a change from one the demo seed made from a contract's state.
 * A planned contract may still be deleted, and its planning releases go with it.
 */
export const ocdsReleases = pgTable(
  "ocds_releases",
  {
    id: serial("id").primaryKey(),
    contractId: integer("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    /** The contract's n-th release (1, 2, ...). */
    seq: smallint("seq").notNull(),
    releaseId: text("release_id").notNull(),
    ocid: text("ocid").notNull(),
    date: timestamp("date", { withTimezone: true }).notNull(),
    tags: text("tags").array().notNull(),
    release: jsonb("release").notNull(),
    origin: text("origin", { enum: ["change", "demo_seed"] })
      .notNull()
      .default("change"),
  },
  (t) => [
    uniqueIndex("ocds_releases_contract_seq_uq").on(t.contractId, t.seq),
    uniqueIndex("ocds_releases_release_id_uq").on(t.ocid, t.releaseId),
    index("ocds_releases_date_idx").on(t.date, t.id),
  ],
);
