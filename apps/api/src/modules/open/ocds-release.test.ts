import { describe, expect, it } from "vitest";
import { compileReleases, prune, type Release } from "./ocds-release";

describe("OCDS release helpers", () => {
  it("leaves out what has no value, however deep", () => {
    expect(
      prune({ a: "", b: null, c: [], d: {}, e: { f: [{ g: "" }], h: 0, i: false }, j: [null, "x"] }),
    ).toEqual({ e: { h: 0, i: false }, j: ["x"] });
    expect(prune({ a: { b: [{}] } })).toBeUndefined();
  });

  it("compiles releases in date order: objects field by field, lists of objects by id, other lists replaced", () => {
    const first: Release = {
      ocid: "ocds-abc123-1",
      id: "ocds-abc123-1-1",
      date: "2026-01-01T00:00:00Z",
      tag: ["planning"],
      tender: { id: "t", status: "planned", value: { amount: 100, currency: "NPR" } },
      parties: [{ id: "office-1", name: "Office", roles: ["buyer"] }],
    };
    const second: Release = {
      ocid: "ocds-abc123-1",
      id: "ocds-abc123-1-2",
      date: "2026-02-01T00:00:00Z",
      tag: ["award"],
      tender: { id: "t", status: "complete" },
      parties: [
        { id: "office-1", roles: ["buyer", "procuringEntity"] },
        { id: "supplier-1", name: "Builder", roles: ["supplier"] },
      ],
    };
    // Given out of order: the later release wins.
    expect(compileReleases([second, first])).toEqual({
      ocid: "ocds-abc123-1",
      id: "ocds-abc123-1-compiled",
      date: "2026-02-01T00:00:00Z",
      tag: ["compiled"],
      tender: { id: "t", status: "complete", value: { amount: 100, currency: "NPR" } },
      parties: [
        { id: "office-1", name: "Office", roles: ["buyer", "procuringEntity"] },
        { id: "supplier-1", name: "Builder", roles: ["supplier"] },
      ],
    });
  });
});
