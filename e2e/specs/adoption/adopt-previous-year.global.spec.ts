import { expect, test } from "@playwright/test";
import { apiLogin, authHeader } from "../../fixtures/api";
import { BASE_URL } from "../../fixtures/env";
import { devanagari, tr } from "../../fixtures/i18n";
import { PlanData } from "../../fixtures/plan-data";
import { AdoptionPage } from "../../pages/adoption-page";
import { AppShell } from "../../pages/app-shell";
import { LoginPage } from "../../pages/login-page";
import { toast } from "../../pages/mantine";

type Milestone = { code: string; title: string; nikaya_id: number };

// allow_adoption is shared by every user, so this journey runs with the global ones and restores it.
test("an office adopts a policy, its budget head, an activity and one milestone from last year through the workspace; off, it is refused", async ({
  page,
  browser,
}) => {
  test.slow();
  const admin = await apiLogin(page.request, "admin");
  const data = new PlanData(page.request, admin.token);
  const headers = authHeader(admin.token);
  const stored = await data.get<{ allow_adoption: boolean }>("/api/other-setting/show");
  const setAdoption = async (on: boolean) =>
    expect(
      (
        await page.request.post("/api/other-setting/update", { headers, data: { allow_adoption: on } })
      ).status(),
    ).toBe(200);

  try {
    // A fresh office with last year's plan: two policies, one with a budget head, an activity, two milestones.
    const { current, previous } = await data.fiscalYears();
    const office = await data.office("Water Supply Office", "खानेपानी कार्यालय");
    const user = await data.officeUser(office.id, "Water Clerk");
    const policyName = `Safe drinking water ${data.stamp}`;
    const headName = `Pipeline maintenance ${data.stamp}`;
    const activityTitle = `Extend the village pipeline ${data.stamp}`;
    const source = await data.plan({
      fiscalYearId: previous.id,
      policyOffice: office.id,
      activityOffice: office.id,
      point: "3",
      policyName,
      budgetHead: headName,
      activityTitle,
      milestones: [`Survey the route ${data.stamp}`, `Lay the pipes ${data.stamp}`],
    });
    await data.plan({
      fiscalYearId: previous.id,
      policyOffice: office.id,
      activityOffice: office.id,
      point: "4",
      policyName: `Sanitation ${data.stamp}`,
      activityTitle: `Build public toilets ${data.stamp}`,
      milestones: [],
    });
    const [survey, pipes] = source.milestones;

    // Off: the workspace explains it and offers nothing to adopt.
    await setAdoption(false);
    const context = await browser.newContext({ baseURL: BASE_URL });
    const userPage = await context.newPage();
    const login = new LoginPage(userPage, "np");
    await login.goto("?lang=np");
    await login.submit(user.username, user.password);
    await new AppShell(userPage, "np").expectSignedIn(user.name);
    const workspace = new AdoptionPage(userPage, "np");
    await userPage.goto("/plans-policy/adoption");
    await workspace.expectShown();
    await expect(workspace.offNotice).toBeVisible();

    // On: the policies screen links to the workspace.
    await setAdoption(true);
    await userPage.goto("/plans-policy");
    await userPage.getByRole("link", { name: tr("np", "plans:policies.adopt"), exact: true }).click();
    await workspace.expectShown();
    await expect(workspace.offNotice).toHaveCount(0);

    // Step 1: the policy blueprint, once; Reset clears it.
    await workspace.choosePolicy("4", `Sanitation ${data.stamp}`);
    await expect(workspace.blueprint).toContainText(`Sanitation ${data.stamp}`);
    await workspace.reset();
    await expect(workspace.blueprint).toHaveCount(0);
    await workspace.choosePolicy("3", policyName);
    await expect(workspace.blueprint).toContainText(policyName);
    await workspace.next();
    // Step 2: the budget blueprint.
    await workspace.chooseBudgetHead(headName);
    await expect(workspace.blueprint).toContainText(headName);
    await workspace.next();
    // Step 3: the activity with its milestones ticked; one milestone is left for later.
    await workspace.activity("3.1.1", activityTitle).check();
    await expect(workspace.milestone(survey.code, survey.title)).toBeChecked();
    await workspace.milestone(pipes.code, pipes.title).uncheck();
    await workspace.next();
    // Step 4: confirmation with remarks; policy, budget head, activity and one milestone are new.
    await expect(workspace.confirmation).toContainText(survey.title);
    await expect(workspace.confirmation).not.toContainText(pipes.title);
    await expect(userPage.getByTestId("adoption-new-count")).toHaveText(
      tr("np", "adoption:confirm.newCount", { n: devanagari(4) }),
    );
    await workspace.adopt("गत वर्षको अधुरो काम");
    const target = tr("np", "adoption:toasts.adopted", { target: devanagari(current.title) });
    await expect(toast(userPage, target)).toBeVisible();
    for (const kind of ["policies", "budget_heads", "activities", "milestones"] as const)
      await expect(workspace.resultCreated(kind, 1)).toBeVisible();

    // The current year's plan has the copies (the API) and the policies screen shows the policy.
    const userSession = (
      await (
        await page.request.post("/api/login", { data: { username: user.username, password: user.password } })
      ).json()
    ).response as { token: string };
    const milestones = (
      await (
        await page.request.get(
          `/api/plans-policy/milestones/all?nikaya_id=${office.id}&fiscal_year_id=${current.id}`,
          {
            headers: authHeader(userSession.token),
          },
        )
      ).json()
    ).response.data as Milestone[];
    expect(milestones.map((m) => m.title)).toEqual([survey.title]);
    expect(milestones[0]).toMatchObject({ code: survey.code, nikaya_id: office.id });
    await workspace.openPlan(devanagari(current.title));
    await expect(userPage).toHaveURL(/\/plans-policy$/);
    await expect(userPage.getByText(policyName).first()).toBeVisible({ timeout: 15_000 });

    // Back in the workspace, in English: the policy is marked adopted and the rest stays adoptable.
    await userPage.goto("/plans-policy/adoption?lang=en");
    const english = new AdoptionPage(userPage, "en");
    await english.expectShown();
    await english.choosePolicy("3", policyName);
    await english.next();
    await english.chooseBudgetHead(headName);
    await english.next();
    await expect(userPage.getByTestId(`adoption-activity-${source.activity.id}`)).toContainText(
      "Partly adopted",
    );
    await expect(english.milestone(pipes.code, pipes.title)).not.toBeChecked();
    await context.close();
  } finally {
    await setAdoption(stored.allow_adoption);
  }
});
