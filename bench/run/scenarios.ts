import type { Request } from "autocannon";
import { BENCH_PASSWORD } from "../generate/sizes";
import type { Fixtures, Writer } from "./fixtures";

export type Tokens = { admin: string; office: string; writers: string[]; projectOffice: string };

/** Signs in through the API (as a person would) and keeps the bearer token. */
export const signIn = async (url: string, username: string): Promise<string> => {
  const res = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: BENCH_PASSWORD }),
  });
  const body = (await res.json()) as { response?: { token: string } };
  if (!res.ok || !body.response)
    throw new Error(`login as ${username}: ${res.status} ${JSON.stringify(body)}`);
  return body.response.token;
};

export const signInAll = async (url: string, fixtures: Fixtures): Promise<Tokens> => ({
  admin: await signIn(url, fixtures.admin),
  office: await signIn(url, fixtures.office.username),
  writers: await Promise.all(fixtures.writers.map((w) => signIn(url, w.username))),
  projectOffice: await signIn(url, fixtures.projectOffice.username),
});

/** Which hand-written SQL timing a scenario is compared with ("mixed": the mix of the others). */
export type SqlKey = string;

export type Scenario = {
  key: string;
  title: string;
  connections: number;
  sql: SqlKey;
  requests: () => Request[];
};

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const json = (token: string) => ({ ...auth(token), "content-type": "application/json" });

const dashboardPath = (f: Fixtures) =>
  `/api/dashboard/milestone-esthiti?type=activity&month_type=upto&month=${f.month}&fiscal_year_id=${f.fiscalYearId}`;
const projectDashboardPath = (f: Fixtures) =>
  `/api/dashboard/milestone-esthiti?type=ayojana&month=${f.month}&fiscal_year_id=${f.fiscalYearId}`;
const listPath = (f: Fixtures, search: string) =>
  `/api/plans-policy/milestones/all?page_no=1&per_page=10&fiscal_year_id=${f.fiscalYearId}&search=${encodeURIComponent(search)}`;

/**
 * Gives every connection its own identity on its first request (autocannon keeps one context per
 * connection), so "many offices at once" means one office per connection.
 */
const perConnection = <T>(items: readonly T[]) => {
  let next = 0;
  return (context: Record<string, unknown>): { item: T; n: number } => {
    if (context.slot === undefined) context.slot = next++;
    const n = ((context.n as number | undefined) ?? 0) + 1;
    context.n = n;
    return { item: items[(context.slot as number) % items.length], n };
  };
};

const storeRequest = (writer: Writer, token: string, n: number): Request => ({
  method: "POST",
  path: "/api/pragati/store",
  headers: json(token),
  body: JSON.stringify(writer.bodies[n % writer.bodies.length]),
});

/** 100 request kinds per connection cycle: 30 writes, 38 own dashboard, 30 own milestone list, 2 admin dashboards. */
const MIX = Array.from({ length: 100 }, (_, i) =>
  i % 10 < 3 ? "store" : i === 49 || i === 99 ? "admin" : i % 10 < 7 ? "dashboard" : "list",
);
export const MIX_SHARES = {
  store: 0.3,
  dashboardOffice: 0.38,
  searchOffice: 0.3,
  dashboardAdmin: 0.02,
} as const;

export const scenarios = (f: Fixtures, t: Tokens): Scenario[] => {
  const writers = f.writers.map((w, i) => ({ writer: w, token: t.writers[i] }));
  const get = (path: string, token: string): Request[] => [{ method: "GET", path, headers: auth(token) }];
  const login = (connections: number): Scenario => {
    const who = perConnection(f.writers);
    return {
      key: `login-${connections}`,
      title: `login (${connections === 1 ? "one client" : `${connections} at once`})`,
      connections,
      sql: "login",
      requests: () => [
        {
          setupRequest: (r, context) => ({
            ...r,
            method: "POST",
            path: "/api/login",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ username: who(context).item.username, password: BENCH_PASSWORD }),
          }),
        },
      ],
    };
  };
  const officeDashboards = (connections: number): Scenario => {
    const who = perConnection(writers);
    return {
      key: `dashboard-offices-${connections}`,
      title: `dashboard, ${connections} offices at once`,
      connections,
      sql: "dashboardOffice",
      requests: () => [
        {
          setupRequest: (r, context) => ({
            ...r,
            method: "GET",
            path: dashboardPath(f),
            headers: auth(who(context).item.token),
          }),
        },
      ],
    };
  };
  const stores = (connections: number): Scenario => {
    const who = perConnection(writers);
    return {
      key: `store-${connections}`,
      title:
        connections === 1 ? "progress save (one client)" : `progress saves, ${connections} offices at once`,
      connections,
      sql: "store",
      requests: () => [
        {
          setupRequest: (r, context) => {
            const { item, n } = who(context);
            return { ...r, ...storeRequest(item.writer, item.token, n) };
          },
        },
      ],
    };
  };
  const mixed = (connections: number): Scenario => {
    const who = perConnection(writers);
    return {
      key: `mixed-${connections}`,
      title: `month-start mix (70% reads, 30% writes), ${connections} clients`,
      connections,
      sql: "mixed",
      requests: () => [
        {
          setupRequest: (r, context) => {
            const { item, n } = who(context);
            const kind = MIX[(n + (context.slot as number) * 7) % MIX.length];
            if (kind === "store") return { ...r, ...storeRequest(item.writer, item.token, n) };
            const token = kind === "admin" ? t.admin : item.token;
            const path = kind === "list" ? listPath(f, n % 2 === 0 ? f.search.office : "") : dashboardPath(f);
            return { ...r, method: "GET", path, headers: auth(token), body: "" };
          },
        },
      ],
    };
  };
  let approvalsSent = 0;
  /** A public open-data answer (no session), its first page, one client. */
  const open = (key: string, path: string, title: string): Scenario => ({
    key: `open-${key}-1`,
    title: `${title} (public, first page), one client`,
    connections: 1,
    sql: "open",
    requests: () => [{ method: "GET", path }],
  });
  return [
    login(1),
    login(10),
    {
      key: "dashboard-admin-1",
      title: "dashboard, admin (all offices), one client",
      connections: 1,
      sql: "dashboardAdmin",
      requests: () => get(dashboardPath(f), t.admin),
    },
    {
      key: "dashboard-office-1",
      title: "dashboard, one office, one client",
      connections: 1,
      sql: "dashboardOffice",
      requests: () => get(dashboardPath(f), t.office),
    },
    {
      key: "search-admin-1",
      title: `milestone list, search "${f.search.admin}" in all offices, one client`,
      connections: 1,
      sql: "searchAdmin",
      requests: () => get(listPath(f, f.search.admin), t.admin),
    },
    {
      key: "search-office-1",
      title: `milestone list, search "${f.search.office}" in one office, one client`,
      connections: 1,
      sql: "searchOffice",
      requests: () => get(listPath(f, f.search.office), t.office),
    },
    stores(1),
    {
      key: "dashboard-admin-50",
      title: "dashboard, admin, 50 clients",
      connections: 50,
      sql: "dashboardAdmin",
      requests: () => get(dashboardPath(f), t.admin),
    },
    officeDashboards(50),
    stores(50),
    mixed(50),
    {
      key: "dashboard-ayojana-admin-1",
      title: "project dashboard, admin (all offices), one client",
      connections: 1,
      sql: "projectDashboardAdmin",
      requests: () => get(projectDashboardPath(f), t.admin),
    },
    {
      key: "dashboard-ayojana-office-1",
      title: "project dashboard, one office, one client",
      connections: 1,
      sql: "projectDashboardOffice",
      requests: () => get(projectDashboardPath(f), t.projectOffice),
    },
    {
      key: "project-store-1",
      title: "project month's progress save (one client)",
      connections: 1,
      sql: "projectStore",
      requests: () => [
        {
          setupRequest: (r, context) => {
            const n = ((context.n as number | undefined) ?? 0) + 1;
            context.n = n;
            const { projectId, body } = f.projectOffice.bodies[n % f.projectOffice.bodies.length];
            return {
              ...r,
              method: "POST",
              path: `/api/ayojana/${projectId}/progress`,
              headers: json(t.projectOffice),
              body: JSON.stringify(body),
            };
          },
        },
      ],
    },
    {
      key: "approval-approve-1",
      title: "approval chain: approve an office's submitted month (admin), one client",
      connections: 1,
      sql: "approvalApprove",
      requests: () => [
        {
          // Each request approves the next month of the pool one level up; the warm-up and the run go on
          // through the pool (which outlasts them), so no month is approved past its top.
          setupRequest: (r) => {
            const n = approvalsSent++;
            return {
              ...r,
              method: "POST",
              path: "/api/approvals/approve",
              headers: json(t.admin),
              body: JSON.stringify(f.approvals[n % f.approvals.length]),
            };
          },
        },
      ],
    },
    open("ocds-releases", "/api/open/ocds/releases", "open data: contracts' OCDS release package"),
    open("ocds-records", "/api/open/ocds/records", "open data: contracts' OCDS record package"),
    open("oc4ids-projects", "/api/open/oc4ids/projects", "open data: projects' OC4IDS project package"),
  ];
};

/** The bare Fastify + pg handler with the same rows (bench/run/ceiling-server.ts). */
export const ceilingScenarios = (f: Fixtures): Scenario[] =>
  [1, 50].map((connections) => ({
    key: `ceiling-${connections}`,
    title: `ceiling: precomputed dashboard rows, ${connections === 1 ? "one client" : `${connections} clients`}`,
    connections,
    sql: "ceiling",
    requests: () => [
      {
        method: "GET",
        path: `/api/dashboard/milestone-esthiti?fiscal_year_id=${f.fiscalYearId}&month=${f.month}`,
      },
    ],
  }));
