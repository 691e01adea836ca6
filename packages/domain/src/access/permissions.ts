import type { RoleSlug } from "./roles";

/**
 * The permission catalogue. The API checks one of these on every private call; the client hides
 * what the user lacks. `admin` holds all of them (SPEC.md section 6).
 */
export const PERMISSIONS = {
  "dashboard.view": ["View the dashboard", "ड्यासबोर्ड हेर्ने"],
  "plan.view": ["View action plans", "कार्ययोजना हेर्ने"],
  "plan.create": ["Create plan entries", "कार्ययोजना थप्ने"],
  "plan.update": ["Edit plan entries", "कार्ययोजना सम्पादन गर्ने"],
  "plan.delete": ["Delete plan entries", "कार्ययोजना हटाउने"],
  "plan.adopt": ["Adopt from the previous fiscal year", "अघिल्लो आर्थिक वर्षबाट अंगीकार गर्ने"],
  "plan.transfer": ["Transfer activities", "क्रियाकलाप स्थानान्तरण गर्ने"],
  "progress.view": ["View progress", "प्रगति हेर्ने"],
  "progress.create": ["Enter progress", "प्रगति प्रविष्ट गर्ने"],
  "progress.comment": ["Comment on progress", "प्रगतिमा टिप्पणी गर्ने"],
  "progress.rate": ["Rate progress", "प्रगति मूल्याङ्कन गर्ने"],
  "progress.approve": ["Approve offices' monthly progress", "निकायको मासिक प्रगति स्वीकृत गर्ने"],
  "report.view": ["View reports", "प्रतिवेदन हेर्ने"],
  "office.view": ["View offices", "निकाय हेर्ने"],
  "office.create": ["Create offices", "निकाय थप्ने"],
  "office.update": ["Edit offices", "निकाय सम्पादन गर्ने"],
  "office.delete": ["Delete offices", "निकाय हटाउने"],
  "lock.manage": ["Lock and unlock", "लक/अनलक गर्ने"],
  "user.view": ["View users", "प्रयोगकर्ता हेर्ने"],
  "user.manage": ["Manage users", "प्रयोगकर्ता व्यवस्थापन गर्ने"],
  "role.manage": ["Manage roles, permissions and menus", "भूमिका, अनुमति र मेनु व्यवस्थापन गर्ने"],
  "setup.view": ["View setup lists", "सेटअप सूची हेर्ने"],
  "setup.manage": ["Manage setup lists", "सेटअप सूची व्यवस्थापन गर्ने"],
  "calendar.manage": ["Correct the calendar", "पात्रो सच्याउने"],
  "notice.view": ["Receive notices", "सूचना प्राप्त गर्ने"],
  "notice.manage": ["Manage notices", "सूचना व्यवस्थापन गर्ने"],
  "complaint.view": ["View complaints", "गुनासो हेर्ने"],
  "complaint.manage": ["File and handle complaints", "गुनासो दर्ता र फछ्र्यौट गर्ने"],
  "project.view": ["View projects", "आयोजना हेर्ने"],
  "project.manage": ["Manage projects", "आयोजना व्यवस्थापन गर्ने"],
  "project.progress": ["Enter project progress", "आयोजना प्रगति प्रविष्ट गर्ने"],
  "project.assign": ["Post project heads", "आयोजना प्रमुख खटाउने"],
  "project.approve": ["Approve offices' monthly project progress", "निकायको मासिक आयोजना प्रगति स्वीकृत गर्ने"],
  "contract.view": ["View contracts", "ठेक्का हेर्ने"],
  "contract.manage": [
    "Manage contracts and submit their monthly progress",
    "ठेक्का व्यवस्थापन र मासिक प्रगति पेश गर्ने",
  ],
  "contract.approve": ["Approve offices' monthly contract progress", "निकायको मासिक ठेक्का प्रगति स्वीकृत गर्ने"],
  "meeting.view": ["View meetings", "बैठक हेर्ने"],
  "meeting.manage": ["Manage meetings", "बैठक व्यवस्थापन गर्ने"],
  "meeting.report": ["Report on decisions", "निर्णय कार्यान्वयन प्रतिवेदन गर्ने"],
  "indicator.view": ["View indicators", "सूचक हेर्ने"],
  "indicator.manage": ["Manage indicators", "सूचक व्यवस्थापन गर्ने"],
  "indicator.report": ["Report indicator achievements", "सूचक उपलब्धि प्रविष्ट गर्ने"],
  "indicator.approve": ["Approve offices' indicator achievements", "निकायको सूचक उपलब्धि स्वीकृत गर्ने"],
  "monitoring.view": ["View monitoring visits", "अनुगमन हेर्ने"],
  "monitoring.manage": ["Manage monitoring visits", "अनुगमन व्यवस्थापन गर्ने"],
  "monitoring.report": ["Report and comment on monitoring", "अनुगमन प्रतिवेदन र टिप्पणी गर्ने"],
  "monitoring.admin": ["Administer monitoring teams", "अनुगमन टोली व्यवस्थापन गर्ने"],
  "monitoring.respond": ["Answer monitoring action points", "अनुगमनका कार्यान्वयन बुँदाको जवाफ दिने"],
  "treasury.view": ["View treasury reports", "कोष तथा लेखा प्रतिवेदन हेर्ने"],
  "treasury.import": ["Import treasury reports", "कोष तथा लेखा प्रतिवेदन आयात गर्ने"],
  "activity-log.view": ["View the activity log", "गतिविधि लग हेर्ने"],
  // Admin's alone by default (issue 34): who publishes the open data and under which registered prefix.
  "open-data.manage": [
    "Set the open-data publisher and ocid prefix",
    "खुला तथ्याङ्कको प्रकाशक र ओसीआईडी उपसर्ग तोक्ने",
  ],
} as const satisfies Record<string, readonly [string, string]>;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

const view: Permission[] = ["dashboard.view", "notice.view", "complaint.view", "complaint.manage"];
const planRead: Permission[] = ["plan.view", "progress.view", "report.view", "office.view", "setup.view"];

/** Default permissions per role; admin can change them on the permission screen. */
export const DEFAULT_ROLE_PERMISSIONS: Record<RoleSlug, readonly Permission[]> = {
  admin: PERMISSION_NAMES,
  sachib: [
    ...view,
    ...planRead,
    "office.update",
    "progress.comment",
    "progress.rate",
    // The ministry approves its subtree's months up the chain (issue 33).
    "progress.approve",
    "project.approve",
    "contract.approve",
    "indicator.approve",
    "project.view",
    "contract.view",
    "meeting.view",
    "meeting.manage",
    "indicator.view",
    // The secretary's ministry defines its indicators (its subtree's; the lock binds it).
    "indicator.manage",
    "indicator.report",
    "monitoring.view",
    // The ministry answers the action points of its subtree's offices.
    "monitoring.respond",
    "treasury.view",
  ],
  nikaya: [
    ...view,
    ...planRead,
    "office.update",
    "plan.create",
    "plan.update",
    "plan.delete",
    "plan.adopt",
    "plan.transfer",
    "progress.create",
    // An office approves the months of the offices right below it (a department its divisions, issue 33);
    // an office without offices below it has none to approve.
    "progress.approve",
    "project.approve",
    "contract.approve",
    "indicator.approve",
    "project.view",
    // The implementing office reports its projects' months beside the project head.
    "project.progress",
    // The office posts (and ends the postings of) its projects' heads.
    "project.assign",
    "contract.view",
    // The procuring office records its contracts and moves them through their stages.
    "contract.manage",
    "meeting.view",
    "meeting.report",
    "indicator.view",
    "indicator.report",
    // The office answers the monitoring action points it is responsible for.
    "monitoring.respond",
    "treasury.view",
  ],
  "ayojana-pramukh": [
    ...view,
    "report.view",
    "office.view",
    "setup.view",
    "project.view",
    "project.manage",
    "project.progress",
    "contract.view",
    "contract.manage",
    "monitoring.view",
  ],
  anugaman_karta: [
    "dashboard.view",
    "notice.view",
    "office.view",
    "setup.view",
    "project.view",
    "monitoring.view",
    "monitoring.manage",
    "monitoring.report",
  ],
  "anugaman-admin": [
    "notice.view",
    "office.view",
    "setup.view",
    "project.view",
    "monitoring.view",
    "monitoring.manage",
    "monitoring.report",
    "monitoring.admin",
  ],
  reviewer: [
    "dashboard.view",
    "notice.view",
    "office.view",
    "setup.view",
    "monitoring.view",
    "monitoring.report",
  ],
};
