import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../../fixtures/account-lock";
import type { DemoUser } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { tr } from "../../fixtures/i18n";
import { APP_LOAD_TIMEOUT, AppShell } from "../../pages/app-shell";
import {
  describeFindings,
  type Finding,
  markScreen,
  seriousViolations,
  waitForScreen,
} from "../../pages/axe";
import { LoginPage } from "../../pages/login-page";
import { ProgressData } from "../../pages/progress-data";
import { PragatiPage, RateActivityPage } from "../../pages/progress-pages";

// One test per role (its screens in one page after one sign-in); the tests share both workers.
test.describe.configure({ mode: "parallel" });

const ROLES: DemoUser[] = ["admin", "sachib", "office", "project", "monitor", "monitor-admin", "reviewer"];
const SHRAWAN_NP = "साउन";

/** Opens every closed group of the sidebar, so each screen's link is in the page. */
async function openAllGroups(nav: Locator): Promise<void> {
  const closed = nav.locator('button[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
}

/**
 * Roles with many screens are scanned in parts (every n-th screen of the sidebar from the k-th), each a
 * test of its own, so the two workers share them instead of one waiting minutes for admin's 80 screens.
 */
const PARTS: Partial<Record<DemoUser, number>> = { admin: 3, sachib: 2 };
const SCANS = ROLES.flatMap((role) =>
  Array.from({ length: PARTS[role] ?? 1 }, (_, part) => ({ role, part, parts: PARTS[role] ?? 1 })),
);

for (const { role, part, parts } of SCANS) {
  const which = parts > 1 ? ` (part ${part + 1} of ${parts})` : "";
  test(`${role}${which}: every screen of the sidebar has no serious or critical axe violation (WCAG 2.1 AA, Nepali)`, async ({
    page,
    lockAccount,
  }) => {
    // A long scan took over 10 minutes once on a shared two-core machine.
    test.setTimeout(900_000);
    // The password journeys change reviewer's password for a while; wait until they are done.
    if (role === "reviewer") await lockAccount("reviewer");
    await loginAs(page, role, "np");
    await page.goto("/");
    const shell = new AppShell(page, "np");
    await shell.expectLoaded();
    const nav = shell.sidebar;
    await expect(nav.getByRole("link").first()).toBeVisible();
    await openAllGroups(nav);
    // The screens come from the role's menu, so a screen added to it is checked without listing it here.
    const all = await nav
      .getByRole("link")
      .evaluateAll((as) => [...new Set(as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))]);
    expect(all.length).toBeGreaterThan(0);
    const links = all.filter((_, i) => i % parts === part);

    const findings: Finding[] = [];
    for (const [i, link] of links.entries()) {
      // The screen already shown (the dashboard after sign-in) is not drawn again.
      if (new URL(page.url()).pathname !== link) await markScreen(page);
      // A screen drawn in another layout (the public report) remounts the sidebar with its groups shut.
      await openAllGroups(nav);
      await nav.locator(`a[href="${link}"]`).click();
      await expect(page).toHaveURL((url) => url.pathname === link);
      await waitForScreen(page);
      // The header and the sidebar are the same on every screen: checked in full on the first one, then
      // only the screen's own content (the sidebar with every group open is most of the page's nodes).
      const inLayout = await nav.isVisible();
      findings.push(...(await seriousViolations(page, link, i === 0 || !inLayout ? undefined : "main")));
      // The public report opens outside the signed-in layout: back to the sidebar.
      if (!inLayout) {
        await page.goBack();
        await expect(nav.getByRole("link").first()).toBeVisible({ timeout: APP_LOAD_TIMEOUT });
        await openAllGroups(nav);
      }
    }
    console.log(`axe: ${role}${which} scanned ${links.length} of ${all.length} screens`);
    expect(findings, describeFindings(findings)).toEqual([]);
  });
}

/** A dialog, drawer or menu to check open: where it is, how to open it, what it is. */
type Opened = { where: string; path: string; open: (page: Page) => Promise<Locator> };

const button = (page: Page, name: string | RegExp): Locator =>
  page.getByRole("button", { name, exact: typeof name === "string" ? true : undefined });
const dialogOf = async (page: Page, name: string): Promise<Locator> => {
  const dialog = page.getByRole("dialog", { name, exact: true });
  await expect(dialog).toBeVisible();
  return dialog;
};
const startsWith = (text: string): RegExp => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

const ADMIN_OPENED: Opened[] = [
  {
    where: "contract form drawer",
    path: "/ayojana-thekka",
    open: async (page) => {
      await button(page, tr("np", "contracts:actions.create")).click();
      return dialogOf(page, tr("np", "contracts:form.createTitle"));
    },
  },
  {
    where: "project head posting dialog",
    path: "/ayojana-project-head",
    open: async (page) => {
      await button(page, tr("np", "projects:heads.post")).click();
      return dialogOf(page, tr("np", "projects:heads.post"));
    },
  },
  {
    where: "user menu",
    path: "/",
    open: (page) => new AppShell(page, "np").openUserMenu(),
  },
  {
    where: "notice bell",
    path: "/",
    open: (page) => new AppShell(page, "np").openBell(),
  },
  {
    where: "change password dialog",
    path: "/",
    open: async (page) => (await new AppShell(page, "np").openChangePassword()).root,
  },
  {
    where: "user form",
    path: "/user",
    open: async (page) => {
      await button(page, tr("np", "users:add")).click();
      return dialogOf(page, tr("np", "users:form.createTitle"));
    },
  },
  {
    where: "column settings (data table)",
    path: "/user",
    open: async (page) => {
      await button(page, tr("np", "table:columns.button")).click();
      return dialogOf(page, tr("np", "table:columns.title"));
    },
  },
  {
    where: "confirmation dialog",
    path: "/user",
    open: async (page) => {
      const remove = tr("np", "users:actions.delete", { name: "" }).trim();
      await page
        .getByRole("button", { name: new RegExp(`${remove.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) })
        .first()
        .click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      return dialog;
    },
  },
  {
    where: "office form drawer",
    path: "/nikaya",
    open: async (page) => {
      await page.getByRole("button", { name: tr("np", "offices:actions.create") }).click();
      return dialogOf(page, tr("np", "offices:form.createTitle"));
    },
  },
  {
    where: "policy form",
    path: "/plans-policy",
    open: async (page) => {
      await button(page, tr("np", "plans:policies.add")).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      return dialog;
    },
  },
  {
    where: "complaint form",
    path: "/complaint",
    open: async (page) => {
      await button(page, tr("np", "complaints:actions.create")).click();
      return dialogOf(page, tr("np", "complaints:form.title"));
    },
  },
  {
    where: "notice form",
    path: "/notices",
    open: async (page) => {
      await button(page, tr("np", "notices:actions.create")).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      return dialog;
    },
  },
  {
    where: "role form",
    path: "/role",
    open: async (page) => {
      await button(page, tr("np", "roles:add")).click();
      return dialogOf(page, tr("np", "roles:form.createTitle"));
    },
  },
  {
    where: "setup list item form",
    path: "/units",
    open: async (page) => {
      await page.getByRole("button", { name: tr("np", "setup:list.add") }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      return dialog;
    },
  },
  {
    where: "milestone filter",
    path: "/programs",
    open: async (page) => {
      await button(page, startsWith(tr("np", "programs:milestoneFilter.button"))).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      return dialog;
    },
  },
  {
    where: "progress by Excel",
    path: "/pragati",
    open: async (page) => {
      await button(page, tr("np", "progress-bulk:button")).click();
      return dialogOf(page, tr("np", "progress-bulk:title"));
    },
  },
  {
    where: "projects' progress by Excel",
    path: "/ayojana",
    open: async (page) => {
      await button(page, tr("np", "progress-bulk:projects.button")).click();
      return dialogOf(page, tr("np", "progress-bulk:projects.title"));
    },
  },
];

/** Checks what is open (a dialog is checked with the page behind it, as assistive technology meets it). */
const checkOpen = async (page: Page, where: string, opened: Locator): Promise<Finding[]> => {
  await expect(opened).toBeVisible();
  await expect(page.locator(".mantine-Loader-root")).toHaveCount(0);
  return seriousViolations(page, where);
};

test("admin: the main dialogs, drawers and menus open have no serious or critical axe violation (Nepali)", async ({
  page,
}) => {
  test.setTimeout(600_000);
  await loginAs(page, "admin", "np");
  const findings: Finding[] = [];
  for (const item of ADMIN_OPENED) {
    if (new URL(page.url()).pathname !== item.path) {
      await page.goto(item.path);
      await waitForScreen(page);
    }
    findings.push(...(await checkOpen(page, item.where, await item.open(page))));
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("menu")).toHaveCount(0);
  }
  console.log(`axe: admin opened ${ADMIN_OPENED.length} dialogs, drawers and menus`);
  expect(findings, describeFindings(findings)).toEqual([]);
});

test("the login page, the progress entry drawer and the review dialog have no serious or critical axe violation (Nepali)", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const data = await ProgressData.asAdmin(page.request);
  const { office, username, password } = await data.officeWithUser("Axe Unit");
  const { milestones } = await data.plan(office.id, [
    { code: "1.1.1", title: `Axe culvert ${data.stamp}`, months: [{ month: 0, target: 5 }] },
    { code: "1.1.2", title: `Axe signs ${data.stamp}`, months: [{ month: 0, target: 5 }] },
  ]);
  const [entered, open] = milestones;
  if (!entered || !open) throw new Error("the plan has two milestones");
  await data.post("/api/pragati/store", {
    milestone_id: entered.id,
    month: 0,
    status: "completed",
    achieved: 5,
    reasons: [],
  });
  const findings: Finding[] = [];

  const login = new LoginPage(page, "np");
  await login.goto();
  findings.push(...(await seriousViolations(page, "/login")));
  await login.submit(username, password);
  await expect(page).not.toHaveURL(/\/login/, { timeout: APP_LOAD_TIMEOUT });

  const pragati = new PragatiPage(page, "np");
  await pragati.goto();
  await pragati.chooseMonth(SHRAWAN_NP);
  const drawer = await pragati.open(open, "enter", SHRAWAN_NP);
  findings.push(...(await checkOpen(page, "progress entry drawer", drawer.root)));

  await loginAs(page, "admin", "np");
  const rate = new RateActivityPage(page, "np");
  await rate.goto();
  await rate.table.search(data.stamp);
  const row = rate.table.row(entered.title);
  await expect(row).toBeVisible({ timeout: APP_LOAD_TIMEOUT });
  const review = await rate.open(row, entered.code, "review");
  findings.push(...(await checkOpen(page, "review dialog", review)));
  expect(findings, describeFindings(findings)).toEqual([]);
});
