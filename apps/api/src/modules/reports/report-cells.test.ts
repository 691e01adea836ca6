import { describe, expect, it } from "vitest";
import { cellOf } from "./report-cells";

describe("an export's cell", () => {
  it("writes a list's BS dates as the screens do: slashes and Devanagari in Nepali, as stored in English", () => {
    const row = {
      from_date: "2082-04-01",
      posted_on: "2082-10-15",
      as_of: "2082-09-30",
      title: "2082-04-01",
    };
    expect(cellOf("from_date", row, "np")).toBe("२०८२/०४/०१");
    expect(cellOf("posted_on", row, "np")).toBe("२०८२/१०/१५");
    expect(cellOf("as_of", row, "np")).toBe("२०८२/०९/३०");
    expect(cellOf("from_date", row, "en")).toBe("2082-04-01");
    // A text that only looks like a date is not a date field: written as it is.
    expect(cellOf("title", row, "np")).toBe("2082-04-01");
    expect(cellOf("from_date", { from_date: null }, "np")).toBeNull();
  });
});
