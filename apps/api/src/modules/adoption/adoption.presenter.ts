import type { TAdoptionSource } from "@pragati/domain/contract";
import type { adoptionSource } from "./adoption.service";

type Source = Awaited<ReturnType<typeof adoptionSource>>;

const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value));

export const presentAdoptionSource = (s: Source): TAdoptionSource => ({
  nikaya: { id: s.office.id, name: s.office.name, name_np: s.office.name_np },
  fiscal_year: s.target,
  source_fiscal_year: s.source,
  allow_adoption: s.allowAdoption,
  locked: s.locked,
  policies: s.plan.policies.map((p) => ({
    id: p.id,
    parent_id: p.parent_id,
    depth: p.depth,
    point_no: p.point_no,
    name: p.name,
    budget: numberOrNull(p.budget),
    adopted_id: p.adopted_id,
  })),
  budget_heads: s.plan.budgetHeads.map((b) => ({
    id: b.id,
    policy_id: b.policy_id,
    point_no: b.point_no,
    heading: b.heading,
    amount: Number(b.amount),
    adopted_id: b.adopted_id,
  })),
  activities: s.plan.activities.map((a) => ({
    id: a.id,
    policy_id: a.policy_id,
    budget_head_id: a.budget_head_id,
    point_no: a.point_no,
    title: a.title,
    nikaya: { id: a.nikaya_id, name: a.nikaya_name, name_np: a.nikaya_name_np },
    adopted_id: a.adopted_id,
    milestones: a.milestones.map((m) => ({
      id: m.id,
      activity_id: m.activity_id,
      code: m.code,
      title: m.title,
      annual_target: Number(m.annual_target),
      cumulative: m.cumulative,
      start_month: m.start_month,
      end_month: m.end_month,
      months: m.months.map((t) => ({ month: t.month, target: Number(t.target) })),
      adopted_id: m.adopted_id,
    })),
  })),
});
