import { index, integer, pgTable, text } from "drizzle-orm/pg-core";

/** Nepal's administrative divisions, loaded from shared reference data (ids as in the source). */
export const provinces = pgTable("provinces", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  nameNp: text("name_np").notNull(),
});

export const districts = pgTable(
  "districts",
  {
    id: integer("id").primaryKey(),
    provinceId: integer("province_id")
      .notNull()
      .references(() => provinces.id),
    name: text("name").notNull(),
    nameNp: text("name_np").notNull(),
  },
  (t) => [index("districts_province_idx").on(t.provinceId)],
);

export const localLevelCategories = pgTable("local_level_categories", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  nameNp: text("name_np").notNull(),
  shortCode: text("short_code").notNull(),
});

export const localLevels = pgTable(
  "local_levels",
  {
    id: integer("id").primaryKey(),
    districtId: integer("district_id")
      .notNull()
      .references(() => districts.id),
    categoryId: integer("category_id")
      .notNull()
      .references(() => localLevelCategories.id),
    name: text("name").notNull(),
    nameNp: text("name_np").notNull(),
    wards: integer("wards").notNull(),
  },
  (t) => [index("local_levels_district_idx").on(t.districtId)],
);
