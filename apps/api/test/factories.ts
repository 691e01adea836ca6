import type { RoleSlug } from "@pragati/domain/access";
import type { LockKey } from "@pragati/domain/setup";
import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../src/db/client";
import {
  activities,
  appSettings,
  fiscalYears as fiscalYearsTable,
  milestones,
  milestoneTargets,
  offices,
  permissions,
  policies,
  projectBaselines,
  projectCostRevisions,
  projectProgress,
  projects,
  projectTimeExtensions,
  roleMenus,
  rolePermissions,
  roles,
  setupItems,
  users,
} from "../src/db/schema";
import { DEMO_PASSWORD, hashPassword } from "../src/lib/passwords";
import { buildSetupBlock } from "../src/modules/calendar/calendar.service";
import { lockFiscalYearId, setLocks } from "../src/modules/locks/locks.service";
import { recomputeMilestoneStatus } from "../src/modules/progress/milestone-status.service";
import { refreshProjectFigures } from "../src/modules/projects/project-figures";
import { type Caller, okResponse } from "./client";
import type { TestApp } from "./test-app";

let counter = 0;
const next = () => ++counter;

export const buildOffice = async (db: Db, options: { parentId?: number; name?: string } = {}) => {
  const n = next();
  const parent = options.parentId
    ? (await db.select().from(offices).where(eq(offices.id, options.parentId)))[0]
    : undefined;
  const [row] = await db
    .insert(offices)
    .values({
      parentId: parent?.id ?? null,
      name: options.name ?? `Test office ${n}`,
      nameNp: `परीक्षण निकाय ${n}`,
      level: parent ? parent.level + 1 : 0,
    })
    .returning();
  const path = `${parent?.path ?? "/"}${row.id}/`;
  await db.update(offices).set({ path }).where(eq(offices.id, row.id));
  return { ...row, path };
};

let demoHash: Promise<string> | null = null;

export const buildUser = async (
  db: Db,
  options: {
    /** A built-in role's slug, or the slug of a role the test created. */
    role: RoleSlug | (string & {});
    nikayaId?: number | null;
    username?: string;
    email?: string | null;
    /** Stored as given, unchecked: numbers entered before mobiles were validated. */
    mobile?: string | null;
  },
) => {
  const n = next();
  const [role] = await db.select().from(roles).where(eq(roles.slug, options.role));
  demoHash ??= hashPassword(DEMO_PASSWORD);
  const [row] = await db
    .insert(users)
    .values({
      name: `Test user ${n}`,
      username: options.username ?? `user${n}_${Date.now().toString(36)}`,
      email: options.email === undefined ? `user${n}@example.gov.np` : options.email,
      passwordHash: await demoHash,
      roleId: role.id,
      nikayaId: options.nikayaId ?? null,
      mobile: options.mobile ?? null,
    })
    .returning();
  return row;
};

export const loginAs = async (app: FastifyInstance, username: string, password = DEMO_PASSWORD) => {
  const res = await app.inject({ method: "POST", url: "/api/login", payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
  return res.json().response.token as string;
};

/** A new user of `role` in the office, signed in: answers the session token. */
export const signedInAs = async (t: TestApp, role: RoleSlug | (string & {}), nikayaId?: number) =>
  loginAs(t.app, (await buildUser(t.database.db, { role, nikayaId })).username);

export const countRows = async (db: Db, table: string) => {
  const result = (await db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0].n;
};

/** A policy and an activity of an office, to hang milestones on. */
export const buildPlan = async (db: Db, options: { nikayaId: number; fiscalYearId: number }) => {
  const n = next();
  const [policy] = await db
    .insert(policies)
    .values({ ...options, pointNo: `${n}`, name: `Policy ${n}` })
    .returning();
  const [activity] = await db
    .insert(activities)
    .values({ ...options, policyId: policy.id, pointNo: `${n}.1`, title: `Activity ${n}` })
    .returning();
  return { policy, activity };
};

/**
 * A milestone with its month targets (`targets` maps fiscal month to target) and its 12 status rows;
 * start and end month follow the targets. Builds its own policy and activity unless given one.
 */
export const buildMilestone = async (
  db: Db,
  options: {
    nikayaId: number;
    fiscalYearId: number;
    targets: Record<number, number>;
    cumulative?: boolean;
    activityId?: number;
    typeId?: number | null;
    subtypeId?: number | null;
    code?: string;
    title?: string;
  },
) => {
  const n = next();
  const activityId = options.activityId ?? (await buildPlan(db, options)).activity.id;
  const months = Object.keys(options.targets)
    .map(Number)
    .sort((a, b) => a - b);
  const values = months.map((m) => options.targets[m]);
  const cumulative = options.cumulative ?? false;
  const annual = cumulative ? values[values.length - 1] : values.reduce((a, b) => a + b, 0);
  const [milestone] = await db
    .insert(milestones)
    .values({
      fiscalYearId: options.fiscalYearId,
      nikayaId: options.nikayaId,
      activityId,
      code: options.code ?? `M-${n}`,
      title: options.title ?? `Milestone ${n}`,
      typeId: options.typeId ?? null,
      subtypeId: options.subtypeId ?? null,
      annualTarget: String(annual),
      cumulative,
      startMonth: months[0],
      endMonth: months[months.length - 1],
    })
    .returning();
  await db
    .insert(milestoneTargets)
    .values(
      months.map((month) => ({ milestoneId: milestone.id, month, target: String(options.targets[month]) })),
    );
  await recomputeMilestoneStatus(db, milestone.id);
  return milestone;
};

/**
 * The current fiscal year (by today's date or the setting) and the one before it. Report and dashboard
 * tests build their plans in the previous year, a complete year whose months are all in the past.
 */
export const fiscalYears = async (db: Db) => {
  const current = (await buildSetupBlock(db)).current_fiscal_year_id_by_current_date ?? 0;
  const { startYear } = await findFiscalYear(db, { id: current });
  const years = await listFiscalYears(db);
  const previous = years.find((y) => y.startYear === startYear - 1);
  if (!previous) throw new Error(`no fiscal year before ${startYear}`);
  /** The year after the current one, when the seed holds it. */
  const next = years.find((y) => y.startYear === startYear + 1)?.id;
  return { current, previous: previous.id, next };
};

// Reference data the seed stores: tests find it here instead of querying tables themselves.

/** A fiscal year by id or by the BS year it starts in. */
export const findFiscalYear = async (db: Db, by: { id: number } | { startYear: number }) => {
  const [row] = await db
    .select()
    .from(fiscalYearsTable)
    .where("id" in by ? eq(fiscalYearsTable.id, by.id) : eq(fiscalYearsTable.startYear, by.startYear));
  if (!row) throw new Error(`no fiscal year ${JSON.stringify(by)}`);
  return row;
};

/** Every fiscal year, oldest first. */
export const listFiscalYears = (db: Db) =>
  db.select().from(fiscalYearsTable).orderBy(asc(fiscalYearsTable.startYear));

/** An office by its code (seeded offices carry codes such as '336-01'). */
export const officeByCode = async (db: Db, code: string) => {
  const [row] = await db.select().from(offices).where(eq(offices.code, code));
  if (!row) throw new Error(`no office with code ${code}`);
  return row;
};

/** The ids of every office that has a code, by code. */
export const officeIdsByCode = async (db: Db) => {
  const rows = await db
    .select({ id: offices.id, code: offices.code })
    .from(offices)
    .where(isNotNull(offices.code));
  return Object.fromEntries(rows.map((r) => [r.code as string, r.id])) as Record<string, number>;
};

/** One office by id, as stored (path, level, parent). */
export const findOffice = async (db: Db, id: number) => {
  const [row] = await db.select().from(offices).where(eq(offices.id, id));
  if (!row) throw new Error(`no office ${id}`);
  return row;
};

export const roleBySlug = async (db: Db, slug: string) => {
  const [row] = await db.select().from(roles).where(eq(roles.slug, slug));
  if (!row) throw new Error(`no role ${slug}`);
  return row;
};

const roleIdOf = async (db: Db, role: number | string) =>
  typeof role === "number" ? role : (await roleBySlug(db, role)).id;

/** The permission names a role (id or slug) holds, in catalogue order. */
export const rolePermissionNames = async (db: Db, role: number | string) =>
  (
    await db
      .select({ name: permissions.name })
      .from(rolePermissions)
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
      .where(eq(rolePermissions.roleId, await roleIdOf(db, role)))
      .orderBy(asc(permissions.id))
  ).map((r) => r.name);

/** The menu links a role (id or slug) may open, sorted. */
export const roleMenuLinks = async (db: Db, role: number | string) =>
  (
    await db
      .select({ link: roleMenus.link })
      .from(roleMenus)
      .where(eq(roleMenus.roleId, await roleIdOf(db, role)))
  )
    .map((r) => r.link)
    .sort();

/** Every user's username, e-mail and mobile: what a public answer must never show. */
export const userContacts = (db: Db) =>
  db.select({ username: users.username, email: users.email, mobile: users.mobile }).from(users);

/** A stored user by username (the seeded accounts: admin, office, sachib, reviewer, ...). */
export const userByUsername = async (db: Db, username: string) => {
  const [row] = await db.select().from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row;
};

/** The rows of a setup list, by id; `level` picks the top items or their children. */
export const setupItemsOf = (db: Db, listKey: string, level?: "top" | "child") =>
  db
    .select()
    .from(setupItems)
    .where(
      and(
        eq(setupItems.listKey, listKey),
        level === "top"
          ? isNull(setupItems.parentId)
          : level === "child"
            ? isNotNull(setupItems.parentId)
            : undefined,
      ),
    )
    .orderBy(asc(setupItems.id));

/** Setup lists' top-level items by name, per list: `setup["meeting-type"]["Board meeting"]`. */
export const setupIdsByName = async (db: Db, listKeys: readonly string[]) => {
  const byList: Record<string, Record<string, number>> = {};
  for (const listKey of listKeys)
    byList[listKey] = Object.fromEntries(
      (await setupItemsOf(db, listKey, "top")).map((row) => [row.name, row.id]),
    );
  return byList;
};

/** The first (lowest id) top item of a setup list. */
export const firstSetupItem = async (db: Db, listKey: string) => {
  const [row] = await setupItemsOf(db, listKey, "top");
  if (!row) throw new Error(`setup list ${listKey} is empty`);
  return row;
};

/** The children of a setup item, by id. */
export const setupChildren = (db: Db, parentId: number) =>
  db.select().from(setupItems).where(eq(setupItems.parentId, parentId)).orderBy(asc(setupItems.id));

/**
 * The progress reasons (main type and sub type of 'paragati-samasyas-types') in the list's order (sort
 * order, then id; main types first), with both names.
 */
export const progressReasons = async (db: Db) => {
  const subs = await setupItemsOf(db, "paragati-samasyas-types", "child");
  const mains = new Map((await setupItemsOf(db, "paragati-samasyas-types", "top")).map((m) => [m.id, m]));
  return subs
    .map((sub) => {
      const main = mains.get(sub.parentId as number);
      if (!main) throw new Error(`reason ${sub.id} has no main type`);
      return { main, sub };
    })
    .sort(
      (a, b) =>
        a.main.sortOrder - b.main.sortOrder ||
        a.main.id - b.main.id ||
        a.sub.sortOrder - b.sub.sortOrder ||
        a.sub.id - b.sub.id,
    );
};

export const permissionByName = async (db: Db, name: string) => {
  const [row] = await db.select().from(permissions).where(eq(permissions.name, name));
  if (!row) throw new Error(`no permission ${name}`);
  return row;
};

/** Grants a role (slug) one more permission, as an admin's edit of the permission matrix would. */
export const grantPermission = async (db: Db, roleSlug: string, permissionName: string) => {
  const role = await roleBySlug(db, roleSlug);
  const permission = await permissionByName(db, permissionName);
  await db.insert(rolePermissions).values({ roleId: role.id, permissionId: permission.id });
};

/** Adds menu links to a role (slug), as an admin's edit of the role's menu would. */
export const grantMenu = async (db: Db, roleSlug: string, links: string[]) => {
  const role = await roleBySlug(db, roleSlug);
  await db
    .insert(roleMenus)
    .values(links.map((link) => ({ roleId: role.id, link })))
    .onConflictDoNothing();
};

/** A role made for a test, holding exactly `permissions` (and no menu links). */
export const buildRole = async (db: Db, options: { permissions: string[]; slug?: string; name?: string }) => {
  const n = next();
  const [role] = await db
    .insert(roles)
    .values({
      slug: options.slug ?? `test-role-${n}`,
      name: options.name ?? `Test role ${n}`,
      nameNp: `परीक्षण भूमिका ${n}`,
    })
    .returning();
  for (const name of options.permissions) await grantPermission(db, role.slug, name);
  return role;
};

/** A row of a setup list (a child when `parentId` is given). */
export const buildSetupItem = async (
  db: Db,
  options: { listKey: string; name?: string; nameNp?: string; parentId?: number | null; sortOrder?: number },
) => {
  const n = next();
  const [row] = await db
    .insert(setupItems)
    .values({
      listKey: options.listKey,
      parentId: options.parentId ?? null,
      name: options.name ?? `Item ${n}`,
      nameNp: options.nameNp ?? `परीक्षण वस्तु ${n}`,
      sortOrder: options.sortOrder ?? 0,
    })
    .returning();
  return row;
};

/** The application settings row. */
export const currentSettings = async (db: Db) => {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.id, 1));
  if (!row) throw new Error("app_settings is not seeded");
  return row;
};

/** Changes application settings (limits, windows, locks, notices), as the settings screens store them. */
export const setSettings = (db: Db, change: Partial<Omit<typeof appSettings.$inferInsert, "id">>) =>
  db.update(appSettings).set(change).where(eq(appSettings.id, 1));

/**
 * Locks or unlocks one lock (default: the action plan) of a fiscal year (default: the current one),
 * globally (`officeId` null) or for one office, through the locks module as admin's switches do.
 */
export const setLock = async (
  db: Db,
  input: { on: boolean; officeId?: number | null; kind?: LockKey; fiscalYearId?: number },
) => {
  const fiscalYearId = await lockFiscalYearId(db, input.fiscalYearId);
  await setLocks(db, {
    fiscalYearId,
    officeId: input.officeId ?? null,
    changes: { [input.kind ?? "action_plan_lock"]: input.on },
    userId: null,
  });
};

/** The progress entry and edit windows open (no dates): what a test that set a window puts back. */
export const OPEN_PROGRESS_WINDOWS = {
  pragatiAddFrom: null,
  pragatiAddTo: null,
  pragatiEditFrom: null,
  pragatiEditTo: null,
} as const;

/** Locks or unlocks one office's action plan of the current fiscal year, as admin's lock switch does. */
export const setOfficeLock = (db: Db, officeId: number, on: boolean) => setLock(db, { on, officeId });

/**
 * Runs `check` with the action plan of the current fiscal year locked (everywhere, or one office's when
 * `officeId` is given) and unlocks it afterwards, whatever the check throws.
 */
export const whileLocked = async (db: Db, officeId: number | undefined, check: () => Promise<unknown>) => {
  await setLock(db, { on: true, officeId });
  try {
    await check();
  } finally {
    await setLock(db, { on: false, officeId });
  }
};

export type ProjectKinds = Awaited<ReturnType<typeof projectKinds>>;

/** The seeded project setup lists' first main type and sector, that sector's first sub-sector, and every main sector. */
export const projectKinds = async (db: Db) => {
  const sectors = await setupItemsOf(db, "ayojana-sector", "top");
  return {
    typeId: (await setupItemsOf(db, "ayojana-type", "top"))[0].id,
    sectorId: sectors[0].id,
    subSectorId: (await setupChildren(db, sectors[0].id))[0].id,
    sectors,
  };
};

/**
 * Stores a project through `POST api/ayojana/store` as `caller` (the test fails on any answer but 200) and
 * answers its id: of the first main type and sector and 500 lakh unless `body` says otherwise.
 */
export const storeProject = async (
  t: TestApp,
  caller: Caller,
  body: { fiscal_year_id: number; nikaya_id: number } & Record<string, unknown>,
) => {
  const { typeId, sectorId } = await projectKinds(t.database.db);
  return okResponse<{ id: number }>(
    await t.as(caller).post("/api/ayojana/store", {
      name: "सिस्ने खोला पुल",
      type_id: typeId,
      sector_id: sectorId,
      initial_cost: 500,
      ...body,
    }),
  ).id;
};

/**
 * The body of `POST api/ayojana/store` for a project of the office that started a year before the
 * fiscal year starting in `startYear` and ends two years after it (so every month of that year is within
 * it), of 1000 lakh, with the first main type and sector; `patch` overrides any field.
 */
export const projectProfileBody = async (
  db: Db,
  options: { fiscalYearId: number; startYear: number; nikayaId: number; name: string },
  patch: Record<string, unknown> = {},
) => {
  const { typeId, sectorId } = await projectKinds(db);
  return {
    fiscal_year_id: options.fiscalYearId,
    name: options.name,
    type_id: typeId,
    sector_id: sectorId,
    nikaya_id: options.nikayaId,
    office_ids: [options.nikayaId],
    start_date: `${options.startYear - 1}-04-01`,
    expected_end_date: `${options.startYear + 2}-03-30`,
    initial_cost: 1000,
    ...patch,
  };
};

/**
 * A project stored directly (as the benchmark and any mix of history may leave it), with its cost
 * revisions, time extensions and monthly progress; type and sector default to the first main entries
 * of their setup lists. Each year of `progress` with a budget gets the plan its months state (version 1
 * of the baseline: the year's budget is their budgets' sum, the planned physical % their targets, the
 * planned financial % each month's share of that budget), unless `baseline` is false or given.
 */
export const buildProject = async (
  db: Db,
  options: {
    nikayaId: number;
    fiscalYearId: number;
    typeId?: number;
    sectorId?: number;
    priority?: "P1" | "P2" | "P3" | null;
    status?: (typeof projects.$inferInsert)["status"];
    initialCost?: number;
    name?: string;
    revisions?: { on: string; amount: number }[];
    extensions?: { on: string; newEnd: string }[];
    budgetSubHeads?: string[];
    progress?: {
      month: number;
      fiscalYearId?: number;
      target: number;
      achieved: number;
      financialTarget?: number;
      budget: number;
      expense: number;
    }[];
    baseline?:
      | false
      | {
          annualBudget: number;
          plannedPhysical: number[];
          plannedFinancial: number[];
          fiscalYearId?: number;
        };
  },
) => {
  const n = next();
  const [row] = await db
    .insert(projects)
    .values({
      fiscalYearId: options.fiscalYearId,
      name: options.name ?? `Test project ${n}`,
      typeId: options.typeId ?? (await firstSetupItem(db, "ayojana-type")).id,
      sectorId: options.sectorId ?? (await firstSetupItem(db, "ayojana-sector")).id,
      priority: options.priority ?? null,
      status: options.status ?? "implementation",
      nikayaId: options.nikayaId,
      createdByNikayaId: options.nikayaId,
      startDate: "2080-04-01",
      expectedEndDate: "2085-03-30",
      initialCost: (options.initialCost ?? 100).toFixed(2),
      budgetSubHeads: options.budgetSubHeads ?? [],
    })
    .returning();
  for (const revision of options.revisions ?? [])
    await db.insert(projectCostRevisions).values({
      projectId: row.id,
      revisedOn: revision.on,
      amount: revision.amount.toFixed(2),
      reason: "Test revision",
    });
  for (const extension of options.extensions ?? [])
    await db.insert(projectTimeExtensions).values({
      projectId: row.id,
      extendedOn: extension.on,
      newEndDate: extension.newEnd,
      reason: "Test extension",
    });
  if ((options.progress ?? []).length > 0)
    await db.insert(projectProgress).values(
      (options.progress ?? []).map((month) => ({
        projectId: row.id,
        fiscalYearId: month.fiscalYearId ?? options.fiscalYearId,
        month: month.month,
        physicalTarget: month.target.toFixed(2),
        physicalAchieved: month.achieved.toFixed(2),
        financialTarget: (month.financialTarget ?? month.target).toFixed(2),
        budget: month.budget.toFixed(2),
        expense: month.expense.toFixed(2),
      })),
    );
  const percents = (values: number[]) => values.map((v) => v.toFixed(2));
  const baselines =
    options.baseline === false
      ? []
      : options.baseline
        ? [{ fiscalYearId: options.baseline.fiscalYearId ?? options.fiscalYearId, ...options.baseline }]
        : [...new Set((options.progress ?? []).map((m) => m.fiscalYearId ?? options.fiscalYearId))].flatMap(
            (fiscalYearId) => {
              const months = (options.progress ?? []).filter(
                (m) => (m.fiscalYearId ?? options.fiscalYearId) === fiscalYearId,
              );
              const annualBudget = months.reduce((sum, m) => sum + m.budget, 0);
              if (annualBudget <= 0) return [];
              const byMonth = (value: (m: (typeof months)[number]) => number) =>
                Array.from({ length: 12 }, (_, month) =>
                  months.filter((m) => m.month === month).reduce((sum, m) => sum + value(m), 0),
                );
              return [
                {
                  fiscalYearId,
                  annualBudget,
                  plannedPhysical: byMonth((m) => m.target),
                  plannedFinancial: byMonth((m) => (m.budget / annualBudget) * 100),
                },
              ];
            },
          );
  for (const baseline of baselines)
    await db.insert(projectBaselines).values({
      projectId: row.id,
      fiscalYearId: baseline.fiscalYearId,
      version: 1,
      annualBudget: baseline.annualBudget.toFixed(2),
      plannedPhysical: percents(baseline.plannedPhysical),
      plannedFinancial: percents(baseline.plannedFinancial),
      setOn: "2080-04-01",
      approvedBy: "Test approver",
    });
  await refreshProjectFigures(db, row.id);
  return row;
};

/** Where a visit built through the API stops: a state the product reaches by its own moves. */
export type VisitUntil =
  | "draft"
  | "ordered"
  | "in_field"
  | "report_submitted"
  | "accepted"
  | "closed"
  | "cancelled";

const UNTIL_ORDER: readonly VisitUntil[] = ["draft", "ordered", "in_field", "report_submitted", "accepted"];

/**
 * A monitoring visit taken through the product's own write paths, as its users take it: created by
 * `by` (a monitor) for `target` from `from` to `to` (BS), its leader, order and field work with its report
 * and `points` (responsible office, BS due date) written in the field, the leader confirmed, submitted, accepted by `reviewer`
 * and closed by `by` (a visit with open points does not close), as far as `until`; `cancelled` is cancelled as a
 * draft. Field work needs the clock on or after the visit's first day. Answers the visit's and its
 * points' ids.
 */
export const visitThroughApi = async (
  t: Pick<TestApp, "as">,
  input: {
    by: Caller;
    reviewer?: Caller;
    target: number;
    project?: number | null;
    from: string;
    to: string;
    points?: { responsible: number; due: string }[];
    until: VisitUntil;
  },
) => {
  const as = t.as(input.by);
  const move = async (who: Caller, action: string, reason?: string) =>
    okResponse(await t.as(who).post(`/api/anugaman/move/${id}`, { action, reason: reason ?? "" }));
  const created = okResponse<{ id: number }>(
    await as.post("/api/anugaman/store", {
      target_nikaya_id: input.target,
      project_id: input.project ?? undefined,
      title: `Test visit ${next()}`,
      subject: "Test",
      from_date: input.from,
      to_date: input.to,
    }),
  );
  const id = created.id;
  const points: number[] = [];
  const reached = (state: VisitUntil) =>
    UNTIL_ORDER.indexOf(input.until === "closed" ? "accepted" : input.until) >= UNTIL_ORDER.indexOf(state);
  if (input.until === "cancelled") {
    await move(input.by, "cancel", "Not needed.");
    return { id, points };
  }
  if (!reached("ordered")) return { id, points };
  okResponse(await as.post(`/api/anugaman/${id}/members`, { name: "Leader", is_leader: true }));
  okResponse(
    await as.post(`/api/anugaman/order/${id}`, {
      order_number: `T-${id}`,
      approver_name: "Approver",
      approver_designation: "Secretary",
      approver_office: "Ministry",
    }),
  );
  await move(input.by, "issue_order");
  if (!reached("in_field")) return { id, points };
  await move(input.by, "start_field");
  okResponse(await as.post(`/api/anugaman/report/${id}`, { main_objectives: "Seen on site." }));
  for (const point of input.points ?? []) {
    // The answer is the visit with its points: the new one has the highest id.
    const visit = okResponse<{ action_points: { id: number }[] }>(
      await as.post(`/api/anugaman/${id}/action-points`, {
        description: `Test point ${next()}`,
        responsible_nikaya_id: point.responsible,
        due_date: point.due,
      }),
    );
    points.push(Math.max(...visit.action_points.map((p) => p.id)));
  }
  if (!reached("report_submitted")) return { id, points };
  const [leader] = okResponse<{ members: { id: number }[] }>(
    await as.get(`/api/anugaman/show/${id}`),
  ).members;
  okResponse(await as.post(`/api/anugaman/members/verify/${leader.id}`));
  await move(input.by, "submit_report");
  if (!reached("accepted")) return { id, points };
  if (!input.reviewer) throw new Error("visitThroughApi: accepting needs a reviewer");
  await move(input.reviewer, "accept");
  if (input.until === "closed") await move(input.by, "close");
  return { id, points };
};
