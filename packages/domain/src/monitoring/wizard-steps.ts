/**
 * The sub-profile wizard's three steps (SPEC.md section 3 "Anugaman sub-profile workspace"): profile,
 * members, order. Each step's validity is computed from the visit, the same way on both sides, so the
 * wizard cannot advance past an incomplete step and the API refuses to issue an incomplete order.
 */
export type WizardVisit = {
  target_nikaya_id: number | null;
  title: string;
  subject: string;
  from_date: string;
  to_date: string;
  members: readonly { is_leader: boolean }[];
  order_number: string;
  approver_name: string;
  approver_designation: string;
  approver_office: string;
};

export const WIZARD_STEPS = ["profile", "members", "order"] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

const filled = (value: string) => value.trim().length > 0;

export const stepValidity = (visit: WizardVisit): Record<WizardStep, boolean> => ({
  profile:
    visit.target_nikaya_id !== null &&
    filled(visit.title) &&
    filled(visit.subject) &&
    filled(visit.from_date) &&
    filled(visit.to_date),
  // A team has exactly one leader.
  members: visit.members.length > 0 && visit.members.filter((m) => m.is_leader).length === 1,
  order:
    filled(visit.order_number) &&
    filled(visit.approver_name) &&
    filled(visit.approver_designation) &&
    filled(visit.approver_office),
});

/** Complete when every step is valid: only then may the order be issued. */
export const isWizardComplete = (visit: WizardVisit) => Object.values(stepValidity(visit)).every(Boolean);

/** The messages of SPEC.md section 8, in both languages. */
export const WIZARD_MESSAGES = {
  selectNikaya: { en: "Please Select Nikaya First", np: "कृपया पहिले निकाय छान्नुहोस्" },
  completeStep: { en: "Please complete the step first", np: "कृपया पहिले यो चरण पूरा गर्नुहोस्" },
  completeForm: { en: "Please complete the form first", np: "कृपया पहिले फारम पूरा गर्नुहोस्" },
} as const;
