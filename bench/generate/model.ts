import { type Calendar, toDevanagariDigits } from "@pragati/domain/calendar";
import { type ProgressStatus, type Schedule, scheduleIssues, targetUpTo } from "@pragati/domain/progress";
import { type SavedEntry, statusRecords } from "../../apps/api/src/modules/progress/milestone-status.service";
import { TableRows } from "../lib/copy";
import { type Random, spread } from "../lib/random";
import { actionPlanMonthApproved } from "./approvals";
import { ADMIN_USERNAME, MONTHS, officeUsername, type Size } from "./sizes";

/** Ids and reference rows the generated data points to (read from the freshly seeded database). */
export type Refs = {
  fiscalYearId: number;
  /** Start BS year of the generated fiscal year. */
  startYear: number;
  calendar: Calendar;
  roles: { admin: number; sachib: number; nikaya: number };
  units: number[];
  budgetCodes: number[];
  /** Main types with their sub types (milestone types, progress problem types). */
  milestoneTypes: { id: number; subs: number[] }[];
  problemTypes: { id: number; subs: number[] }[];
  passwordHash: string;
  /** Largest id already used per table; generated ids continue after it. */
  base: Record<
    "offices" | "users" | "policies" | "budget_heads" | "activities" | "milestones" | "entries",
    number
  >;
};

const VERBS = [
  "Construction of",
  "Repair of",
  "Procurement for",
  "Training on",
  "Survey of",
  "Upgrading of",
  "Design of",
  "Monitoring of",
  "Installation of",
  "Feasibility study of",
];
const OBJECTS = [
  "rural road",
  "suspension bridge",
  "health post",
  "school building",
  "drinking water scheme",
  "irrigation canal",
  "solar mini-grid",
  "district hospital",
  "community library",
  "customs yard",
  "office building",
  "e-governance system",
  "land records",
  "flood embankment",
  "vaccination campaign",
];
const POLICIES = [
  "Infrastructure for prosperity",
  "Health for all",
  "Quality education",
  "Good governance and service delivery",
  "Agriculture modernisation",
  "Climate resilience",
];
const COMMENTS = [
  "Progress is on track; keep the pace.",
  "Send the evidence of the works with the next report.",
  "The delay needs a plan to catch up.",
  "प्रगति सन्तोषजनक छ।",
  "कामको गति बढाउनुहोस्।",
];

export type OfficeRow = { id: number; number: number; level: number; parentId: number | null; path: string };

/** Offices, users, policies, budget heads, activities and helpers: everything above the milestones. */
export const planTables = (random: Random, size: Size, refs: Refs) => {
  const offices: OfficeRow[] = [];
  const officeRows = new TableRows("offices", [
    "id",
    "parent_id",
    "path",
    "level",
    "name",
    "name_np",
    "code",
    "status",
  ]);
  /** The level of the i-th office: the centre, then `size.levels` in turn, the rest on the last level. */
  const levelOf = (i: number) => {
    let end = 0;
    for (let level = 0; level < size.levels.length; level++) {
      if (i <= end) return level;
      end += size.levels[level];
    }
    return i <= end ? size.levels.length : size.levels.length + 1;
  };
  /** Offices per level in generation order: every level is complete before the one below starts. */
  const byLevel: OfficeRow[][] = Array.from({ length: size.levels.length + 2 }, () => []);
  for (let i = 0; i < size.offices; i++) {
    const level = levelOf(i);
    const parent = level === 0 ? null : random.pick(byLevel[level - 1]);
    const id = refs.base.offices + i + 1;
    const office = {
      id,
      number: i + 1,
      level,
      parentId: parent?.id ?? null,
      path: `${parent?.path ?? "/"}${id}/`,
    };
    offices.push(office);
    byLevel[level].push(office);
    const [en, np] = [
      ["Government of Nepal, central monitoring office", "नेपाल सरकार, केन्द्रीय अनुगमन कार्यालय"],
      ["Ministry", "मन्त्रालय"],
      ["Department", "विभाग"],
      ["Office", "कार्यालय"],
      ["Local unit", "स्थानीय इकाई"],
    ][level];
    const suffix = level === 0 ? ["", ""] : [` ${i + 1}`, ` ${toDevanagariDigits(i + 1)}`];
    officeRows.add([
      id,
      office.parentId,
      office.path,
      level,
      `${en}${suffix[0]}`,
      `${np}${suffix[1]}`,
      `B${String(i + 1).padStart(4, "0")}`,
      true,
    ]);
  }

  const userRows = new TableRows("users", [
    "id",
    "name",
    "username",
    "email",
    "mobile",
    "password_hash",
    "role_id",
    "nikaya_id",
    "status",
  ]);
  let userId = refs.base.users;
  const addUser = (username: string, role: number, office: number) => {
    userId++;
    userRows.add([
      userId,
      `Bench user ${username}`,
      username,
      `${username}@bench.example.gov.np`,
      `98${String(userId).padStart(8, "0")}`,
      refs.passwordHash,
      role,
      office,
      true,
    ]);
    return userId;
  };
  addUser(ADMIN_USERNAME, refs.roles.admin, offices[0].id);
  /** The first user of an office; the secretary of ministries and departments. */
  const firstUser = new Map<number, number>();
  const perOffice = spread(random, size.users - 1, size.offices, 1);
  offices.forEach((office, i) => {
    for (let n = 1; n <= perOffice[i]; n++) {
      const role = n === 1 && office.level > 0 && office.level < 3 ? refs.roles.sachib : refs.roles.nikaya;
      const id = addUser(officeUsername(office.number, n), role, office.id);
      if (n === 1) firstUser.set(office.id, id);
    }
  });
  /** Who reviews an office's entries: the secretary of its ministry (the office itself for the root). */
  const reviewerOf = new Map<number, number>();
  const adminId = refs.base.users + 1;
  for (const office of offices) {
    const ministryId = office.level === 0 ? null : Number(office.path.split("/")[2]);
    reviewerOf.set(office.id, (ministryId && firstUser.get(ministryId)) || adminId);
  }

  const policyRows = new TableRows("policies", [
    "id",
    "fiscal_year_id",
    "nikaya_id",
    "point_no",
    "name",
    "reporting_type_id",
    "status",
  ]);
  const headRows = new TableRows("budget_heads", [
    "id",
    "fiscal_year_id",
    "nikaya_id",
    "policy_id",
    "point_no",
    "heading",
    "amount",
    "budget_code_id",
  ]);
  const activityRows = new TableRows("activities", [
    "id",
    "fiscal_year_id",
    "nikaya_id",
    "policy_id",
    "budget_head_id",
    "point_no",
    "title",
    "unit_id",
  ]);
  const helperRows = new TableRows("activity_helpers", ["activity_id", "nikaya_id"]);
  /** Per activity: implementing office, and how many milestones it gets. */
  const activities: { id: number; office: OfficeRow; point: string }[] = [];
  let policyId = refs.base.policies;
  let headId = refs.base.budget_heads;
  let activityId = refs.base.activities;
  const activityCounts = spread(random, size.activities, size.offices, 1);
  offices.forEach((office, i) => {
    const policies: { id: number; head: number; point: string }[] = [];
    const policyCount = random.int(2, 4);
    for (let p = 1; p <= policyCount; p++) {
      policyId++;
      headId++;
      policyRows.add([policyId, refs.fiscalYearId, office.id, String(p), random.pick(POLICIES), null, true]);
      headRows.add([
        headId,
        refs.fiscalYearId,
        office.id,
        policyId,
        `${p}.1`,
        `Programme budget ${p}`,
        random.int(10, 5_000) * 10_000,
        random.pick(refs.budgetCodes),
      ]);
      policies.push({ id: policyId, head: headId, point: String(p) });
    }
    const perPolicy = new Map<number, number>();
    for (let a = 0; a < activityCounts[i]; a++) {
      activityId++;
      const policy = random.pick(policies);
      const n = (perPolicy.get(policy.id) ?? 0) + 1;
      perPolicy.set(policy.id, n);
      const point = `${policy.point}.${n}`;
      activityRows.add([
        activityId,
        refs.fiscalYearId,
        office.id,
        policy.id,
        policy.head,
        point,
        `${random.pick(VERBS)} ${random.pick(OBJECTS)} (${office.number}-${point})`,
        random.pick(refs.units),
      ]);
      activities.push({ id: activityId, office, point });
      if (random.chance(0.1)) {
        const helper = random.pick(offices);
        if (helper.id !== office.id) helperRows.add([activityId, helper.id]);
      }
    }
  });
  return {
    tables: [officeRows, userRows, policyRows, headRows, activityRows, helperRows],
    offices,
    activities,
    firstUser,
    reviewerOf,
  };
};

/** A valid schedule (packages/domain schedule rules): months between a start and an end, whole targets. */
const makeSchedule = (random: Random): Schedule => {
  const start = random.int(0, 8);
  const end = random.int(start, MONTHS - 1);
  const months = [start];
  for (let m = start + 1; m < end; m++) if (random.chance(0.6)) months.push(m);
  if (end !== start) months.push(end);
  const cumulative = random.chance(0.5);
  const annualTarget = random.chance(0.2) ? 100 : random.int(months.length, 500);
  const amounts = spread(random, annualTarget, months.length, 1);
  let running = 0;
  const schedule: Schedule = {
    cumulative,
    annualTarget,
    months: months.map((month, i) => {
      running += amounts[i];
      return { month, target: cumulative ? running : amounts[i] };
    }),
  };
  const issues = scheduleIssues(schedule);
  if (issues.length > 0) throw new Error(`generated an invalid schedule: ${JSON.stringify(issues)}`);
  return schedule;
};

/**
 * A year of monthly entries following PRODUCT.md section 4: not started before the first month, then a
 * running achievement around the office's pace; completed from the end month (or early once the annual
 * target is reached), and reasons whenever the month's target is missed.
 */
const makeEntries = (random: Random, schedule: Schedule) => {
  const start = schedule.months[0].month;
  const end = schedule.months[schedule.months.length - 1].month;
  const pace = 0.4 + random.next() * 0.9;
  const completesAt = random.chance(0.8)
    ? end + (random.chance(0.6) ? 0 : random.int(1, 3))
    : Number.POSITIVE_INFINITY;
  const entries: { month: number; status: ProgressStatus; achieved: number; reasons: boolean }[] = [];
  let running = 0;
  let completed = false;
  for (let month = 0; month < MONTHS; month++) {
    const due = targetUpTo(schedule, month);
    if (month < start) {
      entries.push({ month, status: "not_started", achieved: 0, reasons: false });
      continue;
    }
    const before = running;
    if (!completed) running = Math.max(running, Math.round(pace * due * (0.85 + random.next() * 0.3)));
    const reached = running >= schedule.annualTarget;
    completed = completed || month >= completesAt || (reached && random.chance(0.5));
    entries.push({
      month,
      status: completed ? "completed" : "in_progress",
      achieved: schedule.cumulative ? running : running - before,
      reasons: running < due - 1e-6,
    });
  }
  return entries;
};

const entryDate = (refs: Refs, month: number): string => {
  // Offices report in the first days of the next month.
  const next =
    month + 1 < MONTHS
      ? refs.calendar.fiscalMonthRange(refs.startYear, month + 1)
      : refs.calendar.fiscalMonthRange(refs.startYear + 1, 0);
  return `${next.start.slice(0, 8)}07`;
};

export type MilestoneTables = ReturnType<typeof milestoneTables>;

/** Empty buffers for the milestone-level tables, flushed chunk by chunk. */
/** The status rows' fields in COPY order (snake_case in the table). */
const STATUS_COLUMNS = [
  "milestoneId",
  "month",
  "fiscalYearId",
  "nikayaId",
  "status",
  "band",
  "percent",
  "rating",
  "entered",
  "entryId",
  "achieved",
  "completedSince",
  "commented",
  "activityId",
  "typeId",
  "subtypeId",
  "startMonth",
  "endMonth",
  "annualTarget",
  "cumulative",
  "reasonMainIds",
  "reasonSubIds",
] as const;

export const milestoneTables = () => ({
  milestones: new TableRows("milestones", [
    "id",
    "fiscal_year_id",
    "nikaya_id",
    "activity_id",
    "code",
    "title",
    "type_id",
    "subtype_id",
    "baseline",
    "annual_target",
    "unit_id",
    "kriya",
    "cumulative",
    "start_month",
    "end_month",
  ]),
  targets: new TableRows("milestone_targets", ["milestone_id", "month", "target"]),
  entries: new TableRows("progress_entries", [
    "id",
    "milestone_id",
    "fiscal_year_id",
    "nikaya_id",
    "month",
    "status",
    "achieved",
    "explanation",
    "entry_date",
    "comment",
    "commented_by",
    "commented_at",
    "rating",
    "rated_by",
    "rated_at",
    "created_by",
    "created_by_nikaya",
  ]),
  reasons: new TableRows("progress_reasons", ["entry_id", "main_type_id", "sub_type_id"]),
  status: new TableRows(
    "milestone_month_status",
    STATUS_COLUMNS.map((column) => column.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)),
  ),
});

/** Appends one milestone with its schedule, 12 entries (reasons, comments, ratings) and 12 status rows. */
export const addMilestone = (
  random: Random,
  refs: Refs,
  out: MilestoneTables,
  input: {
    id: number;
    firstEntryId: number;
    activity: { id: number; office: OfficeRow; point: string };
    number: number;
    staff: number;
    reviewer: number;
  },
) => {
  const { id, activity } = input;
  const office = activity.office.id;
  const schedule = makeSchedule(random);
  const type = random.pick(refs.milestoneTypes);
  const subtype = random.pick(type.subs);
  out.milestones.add([
    id,
    refs.fiscalYearId,
    office,
    activity.id,
    `B${String(activity.office.number).padStart(4, "0")}.${input.number}`,
    `${random.pick(VERBS)} ${random.pick(OBJECTS)}, stage ${input.number}`,
    type.id,
    subtype,
    random.int(0, 20),
    schedule.annualTarget,
    random.pick(refs.units),
    random.pick(["", "Quarterly review", "Site inspection", "Public hearing"]),
    schedule.cumulative,
    schedule.months[0].month,
    schedule.months[schedule.months.length - 1].month,
  ]);
  for (const m of schedule.months) out.targets.add([id, m.month, m.target]);

  const saved: SavedEntry[] = [];
  makeEntries(random, schedule).forEach((entry, month) => {
    const entryId = input.firstEntryId + month;
    const date = entryDate(refs, month);
    const at = `${refs.calendar.bsToAd(date)} 10:00:00+05:45`;
    const reviewed = entry.status !== "not_started" || random.chance(0.2);
    const comment = reviewed && random.chance(0.75) ? random.pick(COMMENTS) : null;
    const drawn =
      reviewed && random.chance(0.65)
        ? Math.min(5, Math.max(0, Math.round(3 + (random.next() - 0.4) * 4)))
        : null;
    // A month approved at its top has every entry rated (the approval waits for it); the draws stay as they
    // were, so every other table is unchanged.
    const rating = drawn ?? (actionPlanMonthApproved(activity.office, month) ? 3 : null);
    out.entries.add([
      entryId,
      id,
      refs.fiscalYearId,
      office,
      month,
      entry.status,
      entry.achieved,
      random.chance(0.3) ? "Works continue as planned with the local committee." : "",
      date,
      comment,
      comment === null ? null : input.reviewer,
      comment === null ? null : at,
      rating,
      rating === null ? null : input.reviewer,
      rating === null ? null : at,
      input.staff,
      office,
    ]);
    const reasons: [number, number][] = [];
    if (entry.reasons) {
      const main = random.pick(refs.problemTypes);
      reasons.push([main.id, random.pick(main.subs)]);
      out.reasons.add([entryId, ...reasons[0]]);
    }
    saved.push({
      id: entryId,
      month,
      status: entry.status,
      achieved: entry.achieved,
      rating,
      commented: comment !== null,
      reasons,
    });
  });
  // The same function the API runs after every write, so the table holds exactly what it would.
  const records = statusRecords(id, {
    schedule,
    entries: saved,
    fiscalYearId: refs.fiscalYearId,
    nikayaId: office,
    fields: {
      activityId: activity.id,
      typeId: type.id,
      subtypeId: subtype,
      startMonth: schedule.months[0].month,
      endMonth: schedule.months[schedule.months.length - 1].month,
      annualTarget: String(schedule.annualTarget),
    },
  });
  for (const row of records) out.status.add(STATUS_COLUMNS.map((column) => row[column]));
};
