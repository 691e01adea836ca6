import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { DEMO_PASSWORD } from "../src/lib/passwords";

/**
 * Who calls: a session token, anything with a username (a `buildUser` row, `{ username: "admin" }`; logged in
 * with the demo password on its first call, the token kept per app), or null for an anonymous call.
 */
export type Caller = string | { username: string } | null;

export type QueryValue = string | number | boolean | null | undefined | (string | number)[];
export type Query = Record<string, QueryValue>;

/** `query` is appended to the URL (undefined values left out, arrays repeated); `headers` add to or replace the bearer. */
export type RequestOptions = { query?: Query; headers?: Record<string, string> };

export type UploadFile = { name: string; type: string; content: Buffer | string; field?: string };

/** The injected response; `data` is its JSON body (undefined when the answer is not JSON). */
export type TestResponse = LightMyRequestResponse & {
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert their shape
  data: any;
};

export type Requester = {
  get: (url: string, options?: RequestOptions) => Promise<TestResponse>;
  /** An object body is sent as JSON; a Buffer or string as it is (give its content-type in `headers`). */
  post: (url: string, body?: unknown, options?: RequestOptions) => Promise<TestResponse>;
  put: (url: string, body?: unknown, options?: RequestOptions) => Promise<TestResponse>;
  patch: (url: string, body?: unknown, options?: RequestOptions) => Promise<TestResponse>;
  delete: (url: string, options?: RequestOptions & { body?: unknown }) => Promise<TestResponse>;
  /** A multipart POST: the files (field `files` unless named) and plain text fields. */
  upload: (
    url: string,
    form: { files: UploadFile[]; fields?: Record<string, string> },
    options?: RequestOptions,
  ) => Promise<TestResponse>;
  /** Any other request, with this caller's bearer added to its headers. */
  inject: (options: InjectOptions) => Promise<TestResponse>;
};

export type TestClient = { as: (caller: Caller) => Requester; anonymous: Requester };

/** The `response` of an answer that must be 200 (the test fails with the body otherwise). */
export const okResponse = <T = TestResponse["data"]>(res: TestResponse): T => {
  expect(res.statusCode, res.body).toBe(200);
  return res.data.response as T;
};

const BOUNDARY = "----pragati-test-boundary";

/** A multipart/form-data body and its content-type header. */
export const multipart = (form: { files: UploadFile[]; fields?: Record<string, string> }) => {
  const fields = Object.entries(form.fields ?? {}).map(([name, value]) =>
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const files = form.files.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${f.field ?? "files"}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      Buffer.from(f.content),
      Buffer.from("\r\n"),
    ]),
  );
  return {
    payload: Buffer.concat([...fields, ...files, Buffer.from(`--${BOUNDARY}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
  };
};

export const withQuery = (url: string, query: Query | undefined) => {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, String(one));
  }
  const text = params.toString();
  if (!text) return url;
  return `${url}${url.includes("?") ? "&" : "?"}${text}`;
};

const tokens = new WeakMap<FastifyInstance, Map<string, Promise<string>>>();

const login = (app: FastifyInstance, username: string) => {
  let byUser = tokens.get(app);
  if (!byUser) {
    byUser = new Map();
    tokens.set(app, byUser);
  }
  let token = byUser.get(username);
  if (!token) {
    token = app
      .inject({ method: "POST", url: "/api/login", payload: { username, password: DEMO_PASSWORD } })
      .then((res) => {
        if (res.statusCode !== 200)
          throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
        return res.json().response.token as string;
      });
    token.catch(() => byUser.delete(username));
    byUser.set(username, token);
  }
  return token;
};

const isJson = (res: LightMyRequestResponse) =>
  String(res.headers["content-type"] ?? "").includes("application/json") && res.body.length > 0;

const bodyOptions = (body: unknown): Pick<InjectOptions, "payload"> =>
  body === undefined
    ? {}
    : { payload: Buffer.isBuffer(body) || typeof body === "string" ? body : (body as object) };

/** The one way API tests call the app: `t.as(user).get(url)`, `t.anonymous.post(url, body)`. */
export const testClient = (app: FastifyInstance): TestClient => {
  const as = (caller: Caller): Requester => {
    const authorization = async (): Promise<Record<string, string>> => {
      if (caller === null) return {};
      const token = typeof caller === "string" ? caller : await login(app, caller.username);
      return { authorization: `Bearer ${token}` };
    };
    const inject = async (options: InjectOptions): Promise<TestResponse> => {
      // In-memory PGlite work resolves without reaching the event loop's poll phase; yielding before each
      // call lets the vitest worker read its runner's messages during long tests (no RPC timeouts).
      await new Promise((resolve) => setImmediate(resolve));
      const res = (await app.inject({
        ...options,
        headers: { ...(await authorization()), ...(options.headers ?? {}) },
      })) as TestResponse;
      res.data = isJson(res) ? res.json() : undefined;
      return res;
    };
    const send =
      (method: "POST" | "PUT" | "PATCH") =>
      (url: string, body?: unknown, options: RequestOptions = {}) =>
        inject({
          method,
          url: withQuery(url, options.query),
          headers: options.headers,
          ...bodyOptions(body),
        });
    return {
      get: (url, options = {}) =>
        inject({ method: "GET", url: withQuery(url, options.query), headers: options.headers }),
      post: send("POST"),
      put: send("PUT"),
      patch: send("PATCH"),
      delete: (url, options = {}) =>
        inject({
          method: "DELETE",
          url: withQuery(url, options.query),
          headers: options.headers,
          ...bodyOptions(options.body),
        }),
      upload: (url, form, options = {}) => {
        const body = multipart(form);
        return inject({
          method: "POST",
          url: withQuery(url, options.query),
          headers: { ...body.headers, ...(options.headers ?? {}) },
          payload: body.payload,
        });
      },
      inject,
    };
  };
  return { as, anonymous: as(null) };
};

/** The smallest valid PDF: the uploads' evidence file where its content does not matter. */
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
