import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_NODE_ARGS, buildApi } from "../../../../scripts/api-process.mjs";
import { queryRow, queryRows, sql } from "../../src/db/client";
import { DEMO_PASSWORD } from "../../src/lib/passwords";
import { PDF } from "../client";
import { type FakeSmsGateway, sparrowAccepted, startFakeSmsGateway } from "../fake-sms-gateway";
import { createTestApp, type TestApp } from "../test-app";

/**
 * Three API processes, built and started as `npm start` runs them, on one PostgreSQL database behind a
 * round-robin proxy (each request to the next process), with their outbox workers and reminder passes
 * running: what one process does, the others see, and what must happen once happens once.
 */
const root = path.resolve(import.meta.dirname, "../../../..");
const CLIENT_ADDRESS = "10.9.8.7";

let t: TestApp;
let gateway: FakeSmsGateway;
let proxy: http.Server;
let base: string;
const processes: ChildProcess[] = [];
const uploads = mkdtempSync(path.join(tmpdir(), "pragati-three-"));

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = http.createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const healthy = async (port: number) => {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the API on port ${port} did not start`);
};

beforeAll(async () => {
  t = await createTestApp();
  const row = await queryRow<{ name: string }>(t.database.db, sql`SELECT current_database() AS name`);
  const url = new URL(process.env.TEST_DATABASE_URL ?? "");
  url.pathname = `/${row?.name}`;
  gateway = await startFakeSmsGateway();
  gateway.answer((request) => sparrowAccepted((request.fields.to ?? "").split(",").length));
  buildApi();
  const ports = await Promise.all([freePort(), freePort(), freePort()]);
  for (const [i, port] of ports.entries()) {
    const child = spawn(process.execPath, API_NODE_ARGS, {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        DATABASE_READ_URL: "",
        PORT: String(port),
        HOST: "127.0.0.1",
        NODE_ENV: "development",
        DEMO: "0",
        LOG_LEVEL: "warn",
        LOG_FILE: "",
        TRUST_PROXY: "127.0.0.1",
        OUTBOX_INTERVAL_MS: "150",
        REMINDER_INTERVAL_MS: "300",
        SMS_PROVIDER: "sparrow",
        SMS_TOKEN: "three-instances",
        SMS_FROM: "Pragati",
        SMS_GATEWAY_URL: gateway.url,
        WEB_DIST: "/nonexistent",
        UPLOAD_DIR: path.join(uploads, String(i)),
      },
      stdio: "ignore",
    });
    processes.push(child);
  }
  await Promise.all(ports.map(healthy));
  let next = 0;
  proxy = http.createServer((req, res) => {
    const port = ports[next++ % ports.length];
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, "x-forwarded-for": CLIENT_ADDRESS },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-instance": String(port) });
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}, 180_000);

afterAll(async () => {
  await new Promise((resolve) => proxy?.close(resolve));
  await Promise.all(
    processes.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve(null);
          child.once("exit", resolve);
          child.kill("SIGTERM");
        }),
    ),
  );
  await gateway?.close();
  await t?.close();
  rmSync(uploads, { recursive: true, force: true });
});

const call = async (method: string, url: string, options: { token?: string; body?: unknown } = {}) => {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return {
    status: res.status,
    instance: res.headers.get("x-instance"),
    body: text ? JSON.parse(text) : null,
  };
};
const signIn = async (username: string, password = DEMO_PASSWORD) =>
  call("POST", "/api/login", { body: { username, password } });

// Runs in the PostgreSQL pass only (vitest.config.ts includes test/postgres when TEST_DATABASE_URL is set).
describe("three API processes on one PostgreSQL behind a round-robin proxy", () => {
  it("share sessions: a sign-in on one process is honoured by the others, and a sign-out by all", async () => {
    const login = await signIn("admin");
    expect(login.status).toBe(200);
    const token = login.body.response.token as string;
    const seen = new Set<string | null>();
    for (let i = 0; i < 3; i++) {
      const profile = await call("GET", "/api/profile/get-profile", { token });
      expect(profile.status).toBe(200);
      seen.add(profile.instance);
    }
    expect(seen.size).toBe(3);
    expect((await call("POST", "/api/logout", { token })).status).toBe(200);
    for (let i = 0; i < 3; i++)
      expect((await call("GET", "/api/profile/get-profile", { token })).status).toBe(401);
  });

  it("share the sign-in limit: five wrong passwords over three processes lock the sixth attempt everywhere", async () => {
    const instances = new Set<string | null>();
    for (let i = 0; i < 5; i++) {
      const wrong = await signIn("roads", "not the password");
      expect(wrong.status).toBe(422);
      instances.add(wrong.instance);
    }
    expect(instances.size).toBe(3);
    for (let i = 0; i < 3; i++) expect((await signIn("roads")).status).toBe(429);
  });

  it("share files: uploaded through one process, downloaded through the others", async () => {
    const token = (await signIn("admin")).body.response.token as string;
    const notice = await call("POST", "/api/notices/store", {
      token,
      body: { title: "A shared attachment", is_public: true },
    });
    expect(notice.status).toBe(200);
    const form = new FormData();
    form.append("files", new Blob([PDF], { type: "application/pdf" }), "shared.pdf");
    const uploaded = await fetch(`${base}/api/notices/files/${notice.body.response.id}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const [file] = ((await uploaded.json()) as { response: { files: { id: number }[] } }).response.files;
    const instances = new Set<string | null>();
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${base}/api/notice/file/${file.id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
      instances.add(res.headers.get("x-instance"));
    }
    expect(instances.size).toBe(3);
  });

  it("share settings and locks: a change written once is in every process's setup block at its next request", async () => {
    const token = (await signIn("admin")).body.response.token as string;
    const setupOf = async () => (await call("GET", "/api/profile/get-profile", { token })).body.setup;
    const before = await setupOf();
    for (let i = 0; i < 2; i++) await setupOf();
    expect(before.lock_status.action_plan_lock).toBe(false);
    await t.database.db.execute(sql`UPDATE app_settings SET reason_limit = 9 WHERE id = 1`);
    await t.database.db.execute(
      sql`INSERT INTO locks (kind, fiscal_year_id, office_id)
          VALUES ('action_plan_lock', ${before.current_fiscal_year_id_by_current_date}, NULL)`,
    );
    for (let i = 0; i < 3; i++) {
      const setup = await setupOf();
      expect(setup.reason_limit).toBe(9);
      expect(setup.lock_status.action_plan_lock).toBe(true);
    }
  });

  it(
    "send every SMS once, though three outbox workers and three reminder passes run",
    { timeout: 60_000 },
    async () => {
      const token = (await signIn("admin")).body.response.token as string;
      const notice = await call("POST", "/api/notices/store", {
        token,
        body: { title: "सबै कार्यालयलाई सूचना", is_public: true, channels: ["sms"] },
      });
      expect(notice.status).toBe(200);
      const queued = await queryRows<{ recipient: string }>(
        t.database.db,
        sql`SELECT recipient FROM outbox WHERE channel = 'sms' AND source = 'notice'
            AND source_id = ${notice.body.response.id} AND status <> 'skipped'`,
      );
      expect(queued.length).toBeGreaterThan(1);
      await expect
        .poll(
          async () =>
            (
              await queryRow<{ n: number }>(
                t.database.db,
                sql`SELECT count(*)::int AS n FROM outbox WHERE channel = 'sms' AND status NOT IN ('sent', 'skipped')
                    AND source = 'notice' AND source_id = ${notice.body.response.id}`,
              )
            )?.n,
          { timeout: 30_000 },
        )
        .toBe(0);
      // The workers also send what the demo data left due (reminders): this notice's messages are told by their text.
      const sent = gateway.requests
        .filter((r) => (r.fields.text ?? "").includes("सबै कार्यालयलाई सूचना"))
        .flatMap((r) => r.fields.to.split(","));
      expect([...sent].sort()).toEqual(queued.map((q) => q.recipient).sort());
      const everySent = gateway.requests.map((r) => `${r.fields.to}|${r.fields.text}`);
      expect(new Set(everySent).size).toBe(everySent.length);
    },
  );
});
