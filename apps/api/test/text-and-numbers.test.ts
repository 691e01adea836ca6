import { CONTROL_CHARACTER_MESSAGE } from "@pragati/domain/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okResponse, type TestResponse } from "./client";
import { admin } from "./demo-users";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** One past PostgreSQL's largest integer. */
const TOO_LARGE = 2 ** 31;

/** The 422 names the field and tells, in both languages, to remove the control characters. */
const expectControlRefusal = (res: TestResponse, field: string) => {
  expect(res.statusCode, res.body).toBe(422);
  expect(res.data.errors[field]).toEqual([CONTROL_CHARACTER_MESSAGE.en]);
  expect(res.data.errors_np[field]).toEqual([CONTROL_CHARACTER_MESSAGE.np]);
};

describe("control characters in text", () => {
  it("refuses a NUL in a text field with a 422 naming the field", async () => {
    expectControlRefusal(
      await t.as(admin).post("/api/complaint/store", { title: "Road\u0000works" }),
      "title",
    );
  });

  it("refuses a NUL in a search with a 422 naming the search", async () => {
    expectControlRefusal(
      await t.as(admin).get("/api/user/all", { query: { search: "adm\u0000in" } }),
      "search",
    );
    expectControlRefusal(await t.as(admin).get("/api/nikaya/all", { query: { search: "\u0000" } }), "search");
  });

  it("refuses escape and bell, which PostgreSQL would have stored", async () => {
    expectControlRefusal(await t.as(admin).post("/api/complaint/store", { title: "\u001b[2JRoad" }), "title");
    expectControlRefusal(
      await t.as(admin).post("/api/complaint/store", { title: "Road", description: "ring\u0007" }),
      "description",
    );
  });

  it("keeps tab and new lines in multi-line text, and only there", async () => {
    const stored = okResponse(
      await t
        .as(admin)
        .post("/api/complaint/store", { title: "Road", description: "line 1\nline 2\r\n\tend" }),
    );
    expect(stored.description).toBe("line 1\nline 2\r\n\tend");
    expectControlRefusal(await t.as(admin).post("/api/complaint/store", { title: "Road\nworks" }), "title");
  });

  it("keeps Nepali text and every other printable character", async () => {
    const stored = okResponse(
      await t.as(admin).post("/api/complaint/store", { title: "सडक «मर्मत» — ५०% ✓" }),
    );
    expect(stored.title).toBe("सडक «मर्मत» — ५०% ✓");
  });
});

describe("numbers beyond PostgreSQL's integer range", () => {
  it("answer 422 naming the field, in a path, a query and a body", async () => {
    const path = await t.as(admin).get(`/api/user/show/${TOO_LARGE}`);
    expect(path.statusCode, path.body).toBe(422);
    expect(path.data.errors.id).toBeDefined();

    const query = await t.as(admin).get("/api/user/all", { query: { role_id: TOO_LARGE } });
    expect(query.statusCode, query.body).toBe(422);
    expect(query.data.errors.role_id).toBeDefined();

    const body = await t.as(admin).post("/api/complaint/store", { title: "Road", nikaya_id: TOO_LARGE });
    expect(body.statusCode, body.body).toBe(422);
    expect(body.data.errors.nikaya_id).toBeDefined();
  });

  it("answer 422 in an integer that is not an id (a setup list's duration)", async () => {
    const duration = await t.as(admin).post("/api/reporting-duration/store", {
      name: "Long",
      name_np: "लामो",
      extra: { duration_unit: "days", duration: TOO_LARGE },
    });
    expect(duration.statusCode, duration.body).toBe(422);
    expect(duration.data.errors["extra.duration"]).toBeDefined();
  });
});

type JsonSchema = {
  type?: string | string[];
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type Operation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** Every free string under a schema (no pattern, enumeration or constant), by path. */
const freeStrings = (schema: JsonSchema | undefined, at: string): string[] => {
  if (!schema || typeof schema !== "object") return [];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const own =
    types.includes("string") && !schema.pattern && !schema.enum && schema.const === undefined ? [at] : [];
  return [
    ...own,
    ...Object.entries(schema.properties ?? {}).flatMap(([key, s]) => freeStrings(s, `${at}.${key}`)),
    ...freeStrings(schema.items, `${at}[]`),
    ...(typeof schema.additionalProperties === "object"
      ? freeStrings(schema.additionalProperties, `${at}{}`)
      : []),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap((s) =>
      freeStrings(s, at),
    ),
  ];
};

describe("the request schemas", () => {
  it("give every text of a path, query or body a pattern (the shared text schema or a stricter one)", () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const free = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, op]) => [
        ...(op.parameters ?? []).flatMap((p) => freeStrings(p.schema, `${method} ${path} ${p.in}:${p.name}`)),
        ...Object.values(op.requestBody?.content ?? {}).flatMap((c) =>
          freeStrings(c.schema, `${method} ${path} body`),
        ),
      ]),
    );
    expect(free).toEqual([]);
  });
});
