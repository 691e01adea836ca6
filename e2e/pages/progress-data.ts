import type { APIRequestContext } from "@playwright/test";
import { apiLogin } from "../fixtures/api";
import { PlanData } from "../fixtures/plan-data";

type MilestoneSpec = {
  code: string;
  title: string;
  months: { month: number; target: number }[];
  /** Running totals (the last month's target is the annual one); per-month amounts by default. */
  cumulative?: boolean;
};

/**
 * Data a progress journey builds for itself through the API as admin: a fresh office under the
 * secretary's ministry (so no other journey changes its counts), its own user, and a plan.
 */
export class ProgressData {
  private constructor(private readonly data: PlanData) {}

  static async asAdmin(request: APIRequestContext): Promise<ProgressData> {
    return new ProgressData(new PlanData(request, (await apiLogin(request, "admin")).token));
  }

  get stamp(): string {
    return this.data.stamp;
  }

  get<T>(url: string): Promise<T> {
    return this.data.get<T>(url);
  }

  post<T>(url: string, data: object): Promise<T> {
    return this.data.post<T>(url, data);
  }

  firstOption(list: string): Promise<number> {
    return this.data.firstOption(list);
  }

  /** The first main progress problem type that has a sub type, with the sub type (both languages). */
  async reason() {
    type Option = { id: number; parent_id: number | null; name: string; name_np: string };
    const options = await this.get<Option[]>("/api/paragati-samasyas-types/options");
    const sub = options.find((o) => o.parent_id !== null && options.some((m) => m.id === o.parent_id));
    const main = options.find((o) => o.id === sub?.parent_id);
    if (!sub || !main) throw new Error("no progress problem type with a sub type");
    return { main, sub };
  }

  /**
   * A fresh office under `parentId` (by default the secretary's office), and an office-staff user of it
   * (named after the label, so one journey can have several).
   */
  async officeWithUser(label: string, parentId?: number) {
    const parent = parentId ?? (await this.data.login("sachib")).user.nikaya_id;
    const office = await this.post<{ id: number; name: string; name_np: string }>("/api/nikaya/store", {
      name: `${label} ${this.stamp}`,
      name_np: `${label} कार्यालय ${this.stamp}`,
      category_id: await this.firstOption("nikaya-category"),
      parent_id: parent,
    });
    const roles = await this.get<{ data: { id: number; slug: string }[] }>("/api/role/all?per_page=100");
    const role = roles.data.find((r) => r.slug === "nikaya");
    if (!role) throw new Error("role nikaya is not seeded");
    const username = `e2e.${label
      .toLowerCase()
      .replace(/[^a-z]/g, "")
      .slice(0, 12)}${this.stamp}`;
    const password = "Progress2083";
    await this.post("/api/user/store", {
      name: `${label} Officer ${this.stamp}`,
      username,
      role_id: role.id,
      nikaya_id: office.id,
      password,
      password_confirmation: password,
    });
    return { office, username, password, name: `${label} Officer ${this.stamp}` };
  }

  async currentYearId(): Promise<number> {
    type Year = { id: number; is_current: boolean };
    const years = await this.get<{ data: Year[] }>("/api/presets/fiscalyear/all?per_page=1000");
    const year = years.data.find((y) => y.is_current);
    if (!year) throw new Error("no current fiscal year");
    return year.id;
  }

  /** A policy and an activity of the office with its milestones (non-cumulative unless a spec says so). */
  async plan(nikayaId: number, milestones: MilestoneSpec[]) {
    const fiscalYearId = await this.currentYearId();
    const policy = await this.post<{ id: number }>("/api/plans-policy/store", {
      fiscal_year_id: fiscalYearId,
      nikaya_id: nikayaId,
      point_no: "1",
      name: `Road safety ${this.stamp}`,
      reporting_type_id: await this.firstOption("nitikaryakram"),
    });
    const activity = await this.post<{ id: number }>("/api/plans-policy/activities/store", {
      policy_id: policy.id,
      point_no: "1.1",
      title: `Black-spot repair ${this.stamp}`,
      helper_nikaya_ids: [],
    });
    const typeId = await this.firstOption("milestone-types");
    const unitId = await this.firstOption("units");
    const created: ({ id: number } & MilestoneSpec)[] = [];
    for (const m of milestones) {
      const saved = await this.post<{ id: number }>("/api/plans-policy/milestones/store", {
        activity_id: activity.id,
        code: m.code,
        title: m.title,
        type_id: typeId,
        unit_id: unitId,
        annual_target: m.cumulative
          ? (m.months.at(-1)?.target ?? 0)
          : m.months.reduce((sum, t) => sum + t.target, 0),
        cumulative: m.cumulative ?? false,
        months: m.months,
      });
      created.push({ ...m, id: saved.id });
    }
    return { fiscalYearId, milestones: created };
  }
}
