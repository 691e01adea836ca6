import { describe, expect, it } from "vitest";
import { ACTIVITY_FAMILIES, MILESTONE_FAMILIES } from "../contract";
import { BANDS } from "../progress";
import {
  ACTIVITY_LIST_COLUMNS,
  ACTIVITY_MORE_COLUMNS,
  COLUMN_NAMES,
  EXPORT_COLUMNS,
  MEASURE_NAMES,
  MILESTONE_LIST_COLUMNS,
  MILESTONE_MORE_COLUMNS,
  PUBLIC_REPORT,
  REPORT_CATALOGUE,
  reportTexts,
  TREE_COLUMNS,
} from ".";

const flatten = (value: unknown, prefix = ""): string[] =>
  typeof value === "object" && value !== null
    ? Object.entries(value).flatMap(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key))
    : [prefix];

describe("report catalogue", () => {
  it("has one entry per path and exactly one public report", () => {
    const paths = REPORT_CATALOGUE.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(REPORT_CATALOGUE.filter((entry) => entry.public).map((entry) => entry.path)).toEqual([
      PUBLIC_REPORT,
    ]);
  });

  it("names every measure of every family and every list column, in both languages", () => {
    const measures = [
      ...Object.values(MILESTONE_FAMILIES),
      ...Object.values(ACTIVITY_FAMILIES),
      BANDS,
    ].flat();
    for (const measure of measures) expect(MEASURE_NAMES[measure], measure).toBeDefined();
    const columns = [
      ...MILESTONE_LIST_COLUMNS,
      ...MILESTONE_MORE_COLUMNS,
      ...ACTIVITY_LIST_COLUMNS,
      ...ACTIVITY_MORE_COLUMNS,
      ...TREE_COLUMNS,
      ...Object.values(EXPORT_COLUMNS).flat(),
    ];
    for (const column of columns) expect(COLUMN_NAMES[column], column).toBeDefined();
  });

  it("gives the screens the same keys in Nepali and English, none empty", () => {
    const np = reportTexts("np");
    const en = reportTexts("en");
    expect(flatten(np)).toEqual(flatten(en));
    for (const texts of [np, en])
      for (const section of Object.values(texts))
        for (const text of Object.values(section)) expect(text.trim()).not.toBe("");
  });
});
