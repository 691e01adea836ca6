import { expect, test } from "@playwright/test";
import { apiLogin, authHeader } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { PlanListPage } from "../../pages/plan-pages";

test("the secretary reads one office's policies, budget heads and activities, choosing the office in the tree (English)", async ({
  page,
}) => {
  test.slow();
  const stamp = Date.now().toString().slice(-7);
  const policyName = `Rural road maintenance ${stamp}`;
  const heading = `Periodic maintenance ${stamp}`;
  const activityTitle = `Resurface the Dhulikhel stretch ${stamp}`;

  // The Department of Roads' plan, made through the API by its office user.
  const office = await apiLogin(page.request, "office");
  const asOffice = { headers: authHeader(office.token) };
  const post = async <T>(url: string, data: object) => {
    const res = await page.request.post(url, { ...asOffice, data });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()).response as T;
  };
  const profile = await (await page.request.get("/api/profile/get-profile", asOffice)).json();
  const [reportingType] = (await (await page.request.get("/api/nitikaryakram/options", asOffice)).json())
    .response as { id: number }[];
  const policy = await post<{ id: number }>("/api/plans-policy/store", {
    fiscal_year_id: profile.setup.current_fiscal_year_id_by_current_date,
    nikaya_id: office.user.nikaya_id,
    point_no: `V${stamp}`,
    name: policyName,
    reporting_type_id: reportingType.id,
  });
  const head = await post<{ id: number }>("/api/plans-policy/budget-head/store", {
    policy_id: policy.id,
    point_no: "1",
    heading,
    amount: 750000,
  });
  await post("/api/plans-policy/activities/store", {
    policy_id: policy.id,
    budget_head_id: head.id,
    point_no: "1.1",
    title: activityTitle,
  });

  await loginAs(page, "sachib", "en");
  const tree = page.getByRole("group", { name: "Office" });

  // Office policies: the secretary's own ministry first, then the department chosen in the tree.
  await page.goto("/nikaya/niti-karyakrams");
  const policies = new PlanListPage(page, "en", "policies");
  await expect(
    tree.getByRole("checkbox", { name: "Ministry of Physical Infrastructure and Transport" }),
  ).toBeChecked({
    timeout: 20_000,
  });
  await policies.search(policyName);
  await expect(policies.table.empty).toBeVisible();
  await tree.getByRole("checkbox", { name: "Department of Roads", exact: true }).check();
  await expect(policies.table.row(policyName)).toHaveCount(1);
  // Reading only: no edit for the secretary; the links lead down the plan.
  await expect(policies.editButton(policyName)).toHaveCount(0);
  await expect(policies.link(policyName, "budgetHeads")).toHaveText("Budget heads (1)");
  const heads = await policies.follow(policyName, "budgetHeads");
  await expect(heads.table.row(heading)).toContainText("7,50,000");
  await expect(heads.addButton).toHaveCount(0);

  // Office budget heads.
  await page.goto("/nikaya/budget-heads");
  const officeHeads = new PlanListPage(page, "en", "budgetHeads");
  await tree.getByRole("checkbox", { name: "Department of Roads", exact: true }).check();
  await officeHeads.search(heading);
  await expect(officeHeads.table.row(heading)).toContainText(policyName);
  await expect(officeHeads.link(heading, "activities")).toHaveText("Activities (1)");

  // Office activities: every office of the scope, narrowed with the office filter.
  await page.goto("/nikaya-activities");
  const activities = new PlanListPage(page, "en", "activities");
  await activities.search(activityTitle);
  await expect(activities.table.row(activityTitle)).toContainText("Department of Roads");
  await activities.officeFilter.click();
  const popover = page.getByRole("dialog");
  await popover.getByRole("searchbox", { name: "Search: Office" }).fill("Kathmandu");
  // A single-choice filter closes as soon as an office is picked, so the box is clicked, not checked.
  await popover.getByRole("checkbox", { name: "Division Road Office, Kathmandu", exact: true }).click();
  await expect(activities.officeFilter).toHaveText("Division Road Office, Kathmandu");
  await expect(activities.table.empty).toBeVisible();
  await activities.officeFilter.click();
  await page.getByRole("dialog").getByRole("checkbox", { name: "Department of Roads", exact: true }).click();
  await expect(activities.table.row(activityTitle)).toHaveCount(1);
});
