import { type APIRequestContext, expect, test } from "@playwright/test";
import { apiLogin, authHeader } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { localDigits, tr } from "../../fixtures/i18n";
import { AppShell } from "../../pages/app-shell";
import { toast } from "../../pages/mantine";
import { ProgramsScreen, QuickFilterScreen } from "../../pages/programs-page";

// The first fiscal month: always in the past, so progress may be entered for it.
const SHRAWAN_NP = "साउन";

const call = async <T>(request: APIRequestContext, token: string, url: string, data?: object) => {
  const res = data
    ? await request.post(url, { headers: authHeader(token), data })
    : await request.get(url, { headers: authHeader(token) });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { response: T }).response;
};

test("the secretary narrows the programs with a quick filter and the milestone filter, saves, applies and deletes a preset; the quick filter clears on another route", async ({
  page,
}) => {
  // One long journey through three screens, two languages and a reload.
  test.slow();
  // A new office under the secretary's ministry with one policy, one activity and three milestones.
  const admin = await apiLogin(page.request, "admin");
  const sachib = await apiLogin(page.request, "sachib");
  const get = <T>(url: string) => call<T>(page.request, admin.token, url);
  const post = <T>(url: string, data: object) => call<T>(page.request, admin.token, url, data);
  const first = async (list: string) => (await get<{ id: number }[]>(`/api/${list}/options`))[0].id;
  const stamp = Date.now().toString().slice(-6);
  const officeName = `कार्यक्रम शाखा ${stamp}`;
  const office = await post<{ id: number }>("/api/nikaya/store", {
    name: `Programs cell ${stamp}`,
    name_np: officeName,
    code: `PRG-${stamp}`,
    category_id: await first("nikaya-category"),
    parent_id: sachib.user.nikaya_id,
  });
  type Year = { id: number; is_current: boolean; start_from: string; end_at: string };
  const year = (await get<{ data: Year[] }>("/api/presets/fiscalyear/all?per_page=1000")).data.find(
    (y) => y.is_current,
  );
  if (!year) throw new Error("no current fiscal year");
  const policy = await post<{ id: number }>("/api/plans-policy/store", {
    fiscal_year_id: year.id,
    nikaya_id: office.id,
    point_no: "7",
    name: `सडक सुरक्षा कार्यक्रम ${stamp}`,
    reporting_type_id: await first("nitikaryakram"),
  });
  const activity = await post<{ id: number }>("/api/plans-policy/activities/store", {
    policy_id: policy.id,
    point_no: "7.1",
    title: `Black spot repair ${stamp}`,
    helper_nikaya_ids: [],
  });
  const typeId = await first("milestone-types");
  const codes = [1, 2, 3].map((n) => `K${stamp}-${n}`);
  const titles = ["Survey of black spots", "Repair of black spots", "Road safety audit"];
  const milestones: { id: number }[] = [];
  for (const [i, code] of codes.entries())
    milestones.push(
      await post<{ id: number }>("/api/plans-policy/milestones/store", {
        activity_id: activity.id,
        code,
        title: titles[i],
        type_id: typeId,
        annual_target: 10,
        cumulative: false,
        months: [
          { month: 0, target: 4 },
          { month: 5, target: 6 },
        ],
      }),
    );
  // The first two are in progress in Shrawan (target met, so no reasons); the third has not started.
  for (const milestone of milestones.slice(0, 2))
    await post("/api/pragati/store", {
      milestone_id: milestone.id,
      month: 0,
      status: "in_progress",
      achieved: 4,
    });

  // Quick filter: the new office, in progress, Shrawan.
  await loginAs(page, "sachib", "np");
  await page.goto("/quick-filter");
  const quick = new QuickFilterScreen(page, "np");
  await quick.expectOpen();
  await quick.chooseOffice(`PRG-${stamp}`, officeName);
  await quick.chooseStatus("in_progress");
  await quick.chooseMonth(SHRAWAN_NP);
  await quick.show();

  const programs = new ProgramsScreen(page, "np");
  await programs.expectOpen();
  await expect(programs.summary).toContainText(tr("np", "programs:summary.offices", { names: officeName }));
  await expect(programs.summary).toContainText(
    tr("np", "programs:summary.status", { status: tr("np", "programs:statuses.in_progress") }),
  );
  await expect(programs.milestoneRows).toHaveCount(2);
  await expect(programs.milestoneRow(codes[0])).toContainText(tr("np", "programs:statuses.in_progress"));
  await expect(programs.milestoneRow(codes[0])).toContainText(localDigits("np", "100"));
  await expect(programs.table).toContainText(`सडक सुरक्षा कार्यक्रम ${stamp}`);
  await expect(programs.milestoneRow(codes[2])).toHaveCount(0);

  // Milestone filter: search by code, select it, save the selection as a preset, apply.
  let filter = await programs.openMilestoneFilter();
  await expect(filter.milestone(codes[0], titles[0])).toBeVisible();
  await expect(filter.milestone(codes[2], titles[2])).toBeVisible();
  await filter.search(codes[1]);
  await expect(filter.milestone(codes[0], titles[0])).toHaveCount(0);
  await filter.milestone(codes[1], titles[1]).check();
  await expect(filter.selectedCount(1)).toBeVisible();
  const presetTitle = `कालो स्थान ${stamp}`;
  // An expiry beyond one year is refused under the field, in Nepali.
  await filter.savePreset(presetTitle, "२०९०-०१-०१");
  await expect(filter.saveForm).toContainText("प्रिसेट बढीमा आजदेखि एक वर्षभित्र");
  await filter.savePreset(presetTitle, "");
  await expect(toast(page, tr("np", "programs:milestoneFilter.save.done"))).toBeVisible();
  await filter.apply();
  await expect(programs.milestoneRows).toHaveCount(1);
  await expect(programs.milestoneRow(codes[1])).toBeVisible();
  await expect(programs.summary).toContainText(
    tr("np", "programs:summary.milestones", { n: localDigits("np", 1) }),
  );

  // After a reload the quick filter stays, the selection does not; the preset brings it back.
  await page.reload();
  await programs.expectOpen();
  await expect(programs.milestoneRows).toHaveCount(2);
  filter = await programs.openMilestoneFilter();
  await expect(filter.selectedCount(0)).toBeVisible();
  await filter.choosePreset(presetTitle);
  await expect(
    toast(page, tr("np", "programs:milestoneFilter.applied", { title: presetTitle })),
  ).toBeVisible();
  await expect(filter.selectedCount(1)).toBeVisible();
  await filter.apply();
  await expect(programs.milestoneRows).toHaveCount(1);
  await expect(programs.milestoneRow(codes[1])).toBeVisible();

  // Manage: delete the preset after confirming; a code that does not exist finds nothing.
  filter = await programs.openMilestoneFilter();
  await filter.deletePreset(presetTitle);
  await expect(toast(page, tr("np", "programs:milestoneFilter.manage.deleted"))).toBeVisible();
  await expect(filter.presetEntry(presetTitle)).toHaveCount(0);
  await filter.search(`NO-SUCH-${stamp}`);
  await expect(filter.noMilestones).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(filter.root).toBeHidden();

  // The same message in English.
  programs.locale = await new AppShell(page, "np").switchLanguage();
  filter = await programs.openMilestoneFilter();
  await filter.search(`NO-SUCH-${stamp}`);
  await expect(
    filter.root.getByText("No milestones were found. Please adjust your search terms."),
  ).toBeVisible();
  await page.keyboard.press("Escape");

  // Another route, then back to programs from the menu: the quick filter is gone.
  await page
    .getByRole("main")
    .getByRole("link", { name: tr("en", "programs:page.openQuickFilter") })
    .click();
  await new QuickFilterScreen(page, "en").expectOpen();
  const shell = new AppShell(page, "en");
  const programsLink = shell.sidebarLink("Programs");
  if (!(await programsLink.isVisible())) await shell.sidebarGroup("Action plan").click();
  await programsLink.click();
  await programs.expectOpen();
  await expect(programs.summary).toContainText(tr("en", "programs:summary.none"));
  await expect(programs.summary).not.toContainText(officeName);
});
