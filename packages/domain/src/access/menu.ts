import type { RoleSlug } from "./roles";

export type MenuLeaf = { link: string; title: string; title_np: string };
export type MenuNode = {
  key: string;
  title: string;
  title_np: string;
  /** Tabler icon name without the `Icon` prefix, e.g. `LayoutDashboard`. */
  icon: string;
  /** Link of a single item; groups have children instead. */
  link?: string;
  children?: MenuLeaf[];
};

const leaf = (link: string, title: string, title_np: string): MenuLeaf => ({ link, title, title_np });

/** The sidebar tree: every screen of SPEC.md section 2 that a user opens from the menu. */
export const MENU_TREE: readonly MenuNode[] = [
  { key: "dashboard", title: "Dashboard", title_np: "ड्यासबोर्ड", icon: "LayoutDashboard", link: "" },
  {
    key: "plans",
    title: "Action plan",
    title_np: "कार्ययोजना",
    icon: "ListCheck",
    children: [
      leaf("plans-policy", "Policies and programs", "नीति तथा कार्यक्रम"),
      leaf("nikaya/niti-karyakrams", "Office policies", "निकायका नीति तथा कार्यक्रम"),
      leaf("nikaya/budget-heads", "Office budget heads", "निकायका बजेट शीर्षक"),
      leaf("nikaya-activities", "Office activities", "निकायका क्रियाकलाप"),
      leaf("programs", "Programs", "कार्यक्रमहरू"),
      leaf("quick-filter", "Quick filter", "द्रुत फिल्टर"),
      leaf("activities-action", "Activity transfer", "क्रियाकलाप स्थानान्तरण"),
    ],
  },
  {
    key: "progress",
    title: "Progress",
    title_np: "प्रगति",
    icon: "ChartLine",
    children: [
      leaf("pragati", "Progress entry", "प्रगति प्रविष्टि"),
      leaf("gatibidhi", "Progress list", "प्रगति सूची"),
      leaf("rate-activity", "Comment and rate", "टिप्पणी र मूल्याङ्कन"),
    ],
  },
  // Each reporting stream's month of an office, submitted and approved up the office tree (issue 33).
  {
    key: "approvals",
    title: "Monthly approval",
    title_np: "मासिक स्वीकृति",
    icon: "Checklist",
    link: "approvals",
  },
  {
    key: "reports",
    title: "Reports",
    title_np: "प्रतिवेदन",
    icon: "Report",
    children: [
      leaf("reports/monthly-milestone-esthiti", "Monthly milestone status", "मासिक माइलस्टोन स्थिति"),
      leaf(
        "reports/milestone/monthly-completed/in-progress",
        "Completed vs in progress",
        "सम्पन्न र प्रगतिमा रहेका",
      ),
      leaf("reports/milestone/monthly-completed/not-started", "Completed vs not started", "सम्पन्न र सुरु नभएका"),
      leaf(
        "reports/milestone/monthly-in-progress/not-started",
        "In progress vs not started",
        "प्रगतिमा र सुरु नभएका",
      ),
      leaf(
        "reports/monthly-kiryakalap-pragati-esthiti",
        "Monthly activity status",
        "मासिक क्रियाकलाप प्रगति स्थिति",
      ),
      leaf(
        "reports/monthly-sampan-milestone-pragati-esthiti",
        "Completed milestones",
        "सम्पन्न माइलस्टोनको प्रगति स्थिति",
      ),
      leaf(
        "reports/monthly-suru-milestone-pragati-esthiti",
        "Started milestones",
        "सुरु हुनुपर्ने माइलस्टोनको स्थिति",
      ),
      leaf(
        "reports/monthly-kiryakalap-suru-pragati-esthiti",
        "Started activities",
        "सुरु हुनुपर्ने क्रियाकलापको स्थिति",
      ),
      leaf("reports/milestone-samay-sharani", "Milestone timetable", "माइलस्टोन समय तालिका"),
      leaf("reports/milestone-pragati-samasya-wise", "Progress problems", "समस्या अनुसार प्रगति"),
      leaf(
        "reports/milestone-pragati-samasya-nikaya-wise",
        "Progress problems by office",
        "निकाय अनुसार समस्या",
      ),
      leaf("reports/milestone-type-wise", "By milestone type", "माइलस्टोन प्रकार अनुसार"),
      leaf("reports/milestone-progress-typewise", "Progress by type", "प्रकार अनुसार प्रगति"),
      leaf("reports/kiryakalap-pragati-esthiti", "Activity progress", "क्रियाकलाप प्रगति स्थिति"),
      leaf("reports/overall-activities", "All activities", "समग्र क्रियाकलाप"),
      leaf("reports/overall-milestones", "All milestones", "समग्र माइलस्टोन"),
      leaf("reports/programs/all-sets", "Whole plan", "सम्पूर्ण कार्ययोजना"),
      leaf("reports/pragati-prabista-esthiti", "Entry compliance", "प्रगति प्रविष्टि स्थिति"),
      leaf("reports/pragati-section", "Progress by section", "शाखा अनुसार प्रगति"),
      leaf("reports/table/milestone", "Milestone table", "माइलस्टोन तालिका"),
      leaf("reports/table/activities", "Activity table", "क्रियाकलाप तालिका"),
      leaf("reports/suchak/pragarti-esthiti", "Indicator progress", "सूचक प्रगति स्थिति"),
      leaf(
        "reports/reporting-completeness/pragati",
        "Reporting completeness: action plan",
        "प्रतिवेदन पूर्णता: कार्ययोजना",
      ),
      leaf(
        "reports/reporting-completeness/project",
        "Reporting completeness: projects",
        "प्रतिवेदन पूर्णता: आयोजना",
      ),
      leaf(
        "reports/reporting-completeness/contract",
        "Reporting completeness: contracts",
        "प्रतिवेदन पूर्णता: ठेक्का",
      ),
      leaf(
        "reports/reporting-completeness/indicator",
        "Reporting completeness: indicators",
        "प्रतिवेदन पूर्णता: सूचक",
      ),
      leaf("reports/data-quality/pragati", "Data quality: action plan", "तथ्याङ्क गुणस्तर: कार्ययोजना"),
      leaf("reports/data-quality/project", "Data quality: projects", "तथ्याङ्क गुणस्तर: आयोजना"),
      leaf("reports/data-quality/contract", "Data quality: contracts", "तथ्याङ्क गुणस्तर: ठेक्का"),
      leaf("reports/data-quality/indicator", "Data quality: indicators", "तथ्याङ्क गुणस्तर: सूचक"),
    ],
  },
  {
    key: "treasury",
    title: "Treasury reports",
    title_np: "कोष तथा लेखा प्रतिवेदन",
    icon: "BuildingBank",
    children: [
      leaf("treasury/import", "Treasury imports", "कोष तथा लेखा आयात"),
      leaf("reports/fcgo/daily-budgetary-analysis", "Daily budgetary analysis", "दैनिक बजेट विश्लेषण"),
      leaf("reports/fcgo-details/projects", "Projects (2104)", "आयोजना (२१०४)"),
      leaf("reports/fcgo-details/progress", "Progress (2105)", "प्रगति (२१०५)"),
      leaf("reports/fcgo-details/office-expenses", "Office expenses (2066)", "कार्यालय खर्च (२०६६)"),
      leaf("reports/fcgo-details/account-expenses", "Account expenses (2039)", "खाता खर्च (२०३९)"),
    ],
  },
  {
    key: "projects",
    title: "Projects",
    title_np: "आयोजना",
    icon: "BuildingFactory2",
    children: [
      leaf("ayojana", "Projects", "आयोजनाहरू"),
      leaf("ayojana-project-head", "Project heads", "आयोजना प्रमुख"),
      leaf("ayojana-akikrit-pragati", "Consolidated project progress", "आयोजनाको एकीकृत प्रगति"),
      leaf("ayojana-thekka", "Contracts", "ठेक्का"),
      leaf("thekka-pragarti", "Contract progress", "ठेक्का प्रगति"),
      leaf("thekka-akkikrit-pragarti", "Consolidated contract progress", "ठेक्काको एकीकृत प्रगति"),
    ],
  },
  {
    key: "meetings",
    title: "Meetings",
    title_np: "बैठक",
    icon: "Users",
    children: [
      leaf("meetings", "Meetings and decisions", "बैठक र निर्णय"),
      leaf("meeting-reports", "Decision reports", "निर्णय कार्यान्वयन प्रतिवेदन"),
    ],
  },
  {
    key: "monitoring",
    title: "Monitoring",
    title_np: "अनुगमन",
    icon: "Binoculars",
    children: [
      leaf("anugaman", "Monitoring visits", "अनुगमन"),
      leaf("anugaman-report", "Monitoring reports", "अनुगमन प्रतिवेदन"),
      leaf("merged-anugaman", "Merged monitoring", "एकीकृत अनुगमन"),
      leaf("anugaman-team", "Monitoring teams", "अनुगमन टोली"),
      leaf("anugaman-reports/visits-by-state", "Monitoring visit reports", "अनुगमन विवरण प्रतिवेदन"),
      leaf("anugaman-reports/action-point-aging", "Action point aging", "कार्यान्वयन बुँदाको अवधि"),
      leaf("anugaman-reports/coverage", "Monitoring coverage", "अनुगमन कभरेज"),
    ],
  },
  { key: "notices", title: "Notices", title_np: "सूचना", icon: "Bell", link: "notices" },
  { key: "complaint", title: "Complaints", title_np: "गुनासो", icon: "MessageReport", link: "complaint" },
  {
    key: "offices",
    title: "Offices",
    title_np: "निकाय",
    icon: "Building",
    children: [
      leaf("nikaya", "Offices", "निकायहरू"),
      leaf("nikayaupdates", "Office updates", "निकाय अद्यावधिक"),
    ],
  },
  {
    key: "administration",
    title: "Administration",
    title_np: "प्रशासन",
    icon: "ShieldLock",
    children: [
      leaf("user", "Users", "प्रयोगकर्ता"),
      leaf("role", "Roles", "भूमिका"),
      leaf("permission", "Permissions", "अनुमति"),
      leaf("activity-logs", "Activity log", "गतिविधि लग"),
    ],
  },
  {
    key: "setup",
    title: "Setup",
    title_np: "सेटअप",
    icon: "Settings",
    children: [
      leaf("fiscal-year", "Fiscal years and calendar", "आर्थिक वर्ष र पात्रो"),
      leaf("reporting-period", "Reporting period", "प्रतिवेदन अवधि"),
      leaf("other-setting", "Other settings", "अन्य सेटिङ"),
      leaf("nikaya-category", "Office categories", "निकाय वर्ग"),
      leaf("nikaya-member-type", "Office member types", "निकाय सदस्य प्रकार"),
      leaf("units", "Units", "एकाइ"),
      leaf("budget-head", "Budget heads", "बजेट शीर्षक"),
      leaf("nitikaryakram", "Policy types", "नीति तथा कार्यक्रम प्रकार"),
      leaf("subjectareatype", "Subject areas", "विषय क्षेत्र"),
      leaf("milestone-types", "Milestone types", "माइलस्टोन प्रकार"),
      leaf("paragati-samasyas-types", "Progress problem types", "प्रगति समस्याका प्रकार"),
      leaf("ministry-suchak", "Ministry indicators", "मन्त्रालय सूचक"),
      leaf("ayojana-type", "Project types", "आयोजना प्रकार"),
      leaf("ayojana-sector", "Project sectors", "आयोजना क्षेत्र"),
      leaf("ayojana-samasya-types", "Project problem types", "आयोजना समस्याका प्रकार"),
      leaf("meeting-type", "Meeting types", "बैठक प्रकार"),
      leaf("presidency-type", "Presidency types", "अध्यक्षता प्रकार"),
      leaf("reporting-duration", "Reporting durations", "प्रतिवेदन अवधि प्रकार"),
    ],
  },
  {
    key: "samples",
    title: "UI samples",
    title_np: "नमुना",
    icon: "Components",
    children: [
      leaf("inputs", "Inputs", "इनपुट"),
      leaf("buttons", "Buttons", "बटन"),
      leaf("test", "Test page", "परीक्षण पृष्ठ"),
    ],
  },
];

/**
 * Screens opened from inside other screens, not from the sidebar. Paths are normalised (numeric
 * segments dropped), the way the guard sees them.
 */
export const HIDDEN_MENU: readonly { link: string; parent: string }[] = [
  { link: "nikaya/profile", parent: "nikaya" },
  { link: "ayojana-summary", parent: "ayojana" },
  { link: "ayojana-akikrit-pragati/projects", parent: "ayojana-akikrit-pragati" },
  { link: "thekka-akkikrit-pragarti/contracts", parent: "thekka-akkikrit-pragarti" },
  { link: "meeting-reports/implementation-rate", parent: "meeting-reports" },
  { link: "meeting-reports/decision-aging", parent: "meeting-reports" },
  { link: "meeting-reports/decisions", parent: "meeting-reports" },
  { link: "meeting-reports/pending-decisions", parent: "meeting-reports" },
  { link: "anugaman-reports/visits", parent: "anugaman-reports/visits-by-state" },
  { link: "anugaman-reports/action-points", parent: "anugaman-reports/action-point-aging" },
  { link: "anugaman-reports/coverage-items", parent: "anugaman-reports/coverage" },
  { link: "reports/suchak/pragarti-esthiti/indicators", parent: "reports/suchak/pragarti-esthiti" },
  // The offices behind a count of any stream's completeness report.
  { link: "reports/reporting-completeness/offices", parent: "reports/reporting-completeness/pragati" },
  // The warnings behind a count of any stream's data-quality report.
  { link: "reports/data-quality/warnings", parent: "reports/data-quality/pragati" },
  { link: "plans-policy/budget-head", parent: "plans-policy" },
  { link: "plans-policy/activities", parent: "plans-policy" },
  { link: "budget-head/activities", parent: "plans-policy" },
  { link: "plans-policy/budget-head/activities", parent: "plans-policy" },
  { link: "plans-policy/budget-head/activities/milestones", parent: "plans-policy" },
  { link: "plans-policy/budget-head/activities/milestones/gatibidhi", parent: "plans-policy" },
  { link: "plans-policy/adoption", parent: "plans-policy" },
  { link: "activities/transfer", parent: "activities-action" },
  {
    link: "reports/monthly_milestone_inprogress_notstarted_detail",
    parent: "reports/monthly-milestone-esthiti",
  },
  {
    link: "reports/monthly-milestone-completed-notstarted-detail",
    parent: "reports/monthly-milestone-esthiti",
  },
  {
    link: "reports/monthly-milestone-completed-inprogress-detail",
    parent: "reports/monthly-milestone-esthiti",
  },
  {
    link: "reports/monthly-suru-milestone-pragati-esthiti-detail",
    parent: "reports/monthly-suru-milestone-pragati-esthiti",
  },
  { link: "reports/monthly-milestone-esthiti-detail", parent: "reports/monthly-milestone-esthiti" },
  {
    link: "reports/monthly-kiryakalap-pragati-esthiti-detail",
    parent: "reports/monthly-kiryakalap-pragati-esthiti",
  },
  {
    link: "reports/monthly-sampan-milestone-pragati-esthiti-detail",
    parent: "reports/monthly-sampan-milestone-pragati-esthiti",
  },
  // The treasury files' codes matched to offices and projects, opened from the import screen.
  { link: "treasury/codes", parent: "treasury/import" },
];

export const menuLinks = (tree: readonly MenuNode[] = MENU_TREE): string[] =>
  tree.flatMap((node) => (node.children ? node.children.map((c) => c.link) : [node.link ?? ""]));

/** Every path the guard knows: the valid menu (PRODUCT.md section 1). */
export const VALID_MENU: readonly string[] = [...menuLinks(), ...HIDDEN_MENU.map((h) => h.link)];

const group = (key: string): string[] => menuLinks(MENU_TREE.filter((n) => n.key === key));
/** A role's links plus the screens opened from inside them (hidden children follow their parent). */
export const withHidden = (links: readonly string[]): string[] => [
  ...links,
  ...HIDDEN_MENU.filter((h) => links.includes(h.parent)).map((h) => h.link),
];
const planLinks = [
  "plans-policy",
  "nikaya/niti-karyakrams",
  "nikaya/budget-heads",
  "nikaya-activities",
  "programs",
  "quick-filter",
];
/** The import screen is admin's (treasury.import); the other roles start with the treasury reports only. */
const reportLinks = [...group("reports"), ...group("treasury").filter((link) => link !== "treasury/import")];

/** The menu each role starts with; admin edits it on the role screen. */
export const DEFAULT_ROLE_MENUS: Record<RoleSlug, readonly string[]> = {
  admin: VALID_MENU,
  sachib: withHidden([
    "",
    ...planLinks,
    "pragati",
    "gatibidhi",
    "rate-activity",
    "approvals",
    ...reportLinks,
    "ayojana",
    "ayojana-thekka",
    "thekka-pragarti",
    "thekka-akkikrit-pragarti",
    "meetings",
    "meeting-reports",
    "ministry-suchak",
    "complaint",
    "nikaya",
    "nikayaupdates",
    // The action points the office answers (monitoring.respond).
    "anugaman-report",
  ]),
  nikaya: withHidden([
    "",
    ...planLinks,
    "activities-action",
    "pragati",
    "gatibidhi",
    "approvals",
    ...reportLinks,
    "ayojana",
    "ayojana-project-head",
    "ayojana-thekka",
    "thekka-pragarti",
    "thekka-akkikrit-pragarti",
    "meetings",
    "meeting-reports",
    "ministry-suchak",
    "complaint",
    "nikaya",
    "nikayaupdates",
    // The action points the office answers (monitoring.respond).
    "anugaman-report",
  ]),
  "ayojana-pramukh": withHidden([
    "",
    ...group("projects"),
    "approvals",
    "complaint",
    "reports/fcgo-details/projects",
  ]),
  anugaman_karta: withHidden([
    "",
    "anugaman",
    "anugaman-report",
    "merged-anugaman",
    "ayojana",
    "approvals",
    "anugaman-reports/visits-by-state",
    "anugaman-reports/action-point-aging",
    "anugaman-reports/coverage",
  ]),
  "anugaman-admin": withHidden(["", ...group("monitoring"), "ayojana", "approvals"]),
  reviewer: withHidden(["", "anugaman", "anugaman-report", "merged-anugaman"]),
};

/** The public report opens without login (PRODUCT.md section 6). */
export const PUBLIC_PATHS: readonly string[] = ["reports/monthly-kiryakalap-suru-pragati-esthiti"];

/**
 * Screens that show the same data, named once for the API routes that serve it: a route declares the
 * screens its data is shown on beside its permission (`can(permission, screens)`), and a role needs one of
 * them in its menu (docs/product-rules.md "Menus are enforced by the API").
 */
export const PLAN_SCREENS: readonly string[] = [...planLinks, "activities-action"];
/** Progress entries: the three progress screens and a milestone's month-by-month page of the plan. */
export const PROGRESS_SCREENS: readonly string[] = [
  "pragati",
  "gatibidhi",
  "rate-activity",
  "plans-policy/budget-head/activities/milestones/gatibidhi",
];
/** Every report screen (the detail lists a summary drills into open from any of them). */
export const REPORT_SCREENS: readonly string[] = [
  ...reportLinks,
  ...HIDDEN_MENU.filter((h) => h.link.startsWith("reports/")).map((h) => h.link),
];
/** The treasury (FCGO) reports and their import. */
export const TREASURY_SCREENS: readonly string[] = group("treasury");
/** Matching the treasury files' codes to offices and projects (with the import's permission). */
export const TREASURY_CODE_SCREENS: readonly string[] = ["treasury/codes"];
/** A milestone selection (filter presets) is made on the programs, quick-filter and report screens. */
export const MILESTONE_FILTER_SCREENS: readonly string[] = ["programs", "quick-filter", ...REPORT_SCREENS];
