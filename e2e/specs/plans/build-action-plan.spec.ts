import { expect, test } from "@playwright/test";
import { loginAs } from "../../fixtures/auth";
import { tr } from "../../fixtures/i18n";
import { AppShell } from "../../pages/app-shell";
import { toast } from "../../pages/mantine";
import { PlanListPage } from "../../pages/plan-pages";

/** A field's message as the screen shows it: several are joined by commas, without their full stops. */
const shown = (text: string) => text.replace(/[।.]$/, "");

test("office builds a policy, budget head, activity and two milestones through the screens, checked in Nepali and finished in English", async ({
  page,
}) => {
  // Four screens and five forms: longer than one screen's journey.
  test.setTimeout(150_000);
  const stamp = Date.now().toString().slice(-7);
  const policyName = `सडक सुरक्षा सुधार कार्यक्रम ${stamp}`;
  const headName = `सडक मर्मत सम्भार ${stamp}`;
  const activityName = `कलंकी-नागढुङ्गा खण्ड स्तरोन्नति ${stamp}`;

  await loginAs(page, "office", "np");
  const policies = new PlanListPage(page, "np", "policies");
  await policies.gotoPolicies();
  // The office sees the offices below it too, so the list can be filtered by office.
  await expect(policies.officeFilter).toBeVisible();

  // A policy: required fields first, then saved under the user's own office (the default).
  let form = await policies.openAdd();
  await expect(form.office("office", "सडक विभाग")).toBeChecked();
  await form.save();
  await expect(form.root).toContainText(shown(tr("np", "common:validation.requiredHere")));
  await expect(form.root).toContainText(shown(tr("np", "plans:validation.reportingTypeRequired")));
  await form.fill({
    pointNo: `E${stamp}`,
    policyName,
    startFrom: "२०८३/०४/०१",
    endAt: "2083/03/31",
    budget: "४५",
  });
  // Dates and numbers typed in either script are taken and shown in Devanagari.
  await expect(form.field("startFrom")).toHaveValue("२०८३/०४/०१");
  await form.fill({ endAt: "२०८३/०२/३३" });
  await expect(form.root).toContainText(tr("np", "common:bsDate.invalid"));
  await form.fill({ endAt: "2083/03/31" });
  await expect(form.field("endAt")).toHaveValue("२०८३/०३/३१");
  await expect(form.field("budget")).toHaveValue("४५");
  await form.pickDay("startFrom", "१");
  await expect(form.field("startFrom")).toHaveValue("२०८३/०४/०१");
  await form.save();
  await expect(form.root).toContainText(shown(tr("np", "plans:validation.dateOrder")));
  await form.fill({ endAt: "२०८४/०३/३१" });
  await form.choose("reportingType");
  await form.saveAndClose();
  await expect(toast(page, tr("np", "plans:policies.saved"))).toBeVisible();
  await policies.search(policyName);
  await expect(policies.table.row(policyName)).toContainText("२०८३/०४/०१ – २०८४/०३/३१");
  await expect(policies.table.row(policyName).getByRole("cell", { name: "४५", exact: true })).toBeVisible();

  // Its budget head, reached from the policy's row.
  const heads = await policies.follow(policyName, "budgetHeads");
  await expect(heads.breadcrumbs).toContainText(policyName);
  form = await heads.openAdd();
  await form.fill({ pointNo: "१", heading: headName, amount: "0" });
  await form.save();
  await expect(form.root).toContainText(shown(tr("np", "plans:validation.aboveZero")));
  await form.fill({ amount: "२५,००,०००" });
  await form.choose("budgetCode");
  await form.saveAndClose();
  await expect(heads.table.row(headName)).toContainText("२५,००,०००");

  // An activity of the budget head: its office cannot help itself; a division helps.
  const activities = await heads.follow(headName, "activities");
  await expect(activities.breadcrumbs).toContainText(headName);
  form = await activities.openAdd();
  await form.fill({ pointNo: "१.१", activityTitle: activityName, annualTarget: "१२" });
  await form.choose("unit");
  await expect(form.office("implementingOffice", "सडक विभाग")).toBeChecked();
  await form.office("helperOffices", "सडक विभाग").check();
  await form.save();
  await expect(form.root).toContainText(shown(tr("np", "plans:validation.helperSelf")));
  await form.office("helperOffices", "सडक विभाग").uncheck();
  await form.office("helperOffices", "डिभिजन सडक कार्यालय, काठमाडौं").check();
  await form.saveAndClose();
  await expect(activities.table.row(activityName)).toContainText("डिभिजन सडक कार्यालय, काठमाडौं");

  // A milestone per month (non-cumulative): no month, then a sum that misses the annual target.
  const milestones = await activities.follow(activityName, "milestones");
  await expect(milestones.breadcrumbs).toContainText(policyName);
  await expect(milestones.breadcrumbs).toContainText(headName);
  await expect(milestones.breadcrumbs).toContainText(activityName);
  form = await milestones.openAdd();
  await form.fill({
    code: `१.१.१`,
    milestoneTitle: `बोलपत्र आह्वान ${stamp}`,
    annualTarget: "१०",
    kriya: "सूचना प्रकाशन",
  });
  await form.choose("type");
  await form.save();
  await expect(form.root).toContainText(shown(tr("np", "plans:validation.noMonths")));
  await form.months({ भदौ: "४", पुष: "५" });
  await form.save();
  await expect(form.root).toContainText(
    shown(tr("np", "plans:validation.sumNotAnnual", { sum: "९", annual: "१०" })),
  );
  await form.target("पुष").fill("६");
  await form.saveAndClose();
  await expect(toast(page, tr("np", "plans:milestones.saved"))).toBeVisible();
  await expect(milestones.table.row(`बोलपत्र आह्वान ${stamp}`)).toContainText("भदौ: ४, पुष: ६");

  // In English, a cumulative one: running totals may not fall and must end at the annual target.
  await new AppShell(page, "np").switchLanguage();
  const english = new PlanListPage(page, "en", "milestones");
  form = await english.openAdd();
  await form.fill({ code: "1.1.2", milestoneTitle: `Contract signed ${stamp}`, annualTarget: "12" });
  await form.choose("type");
  await form.setCumulative(true);
  await form.months({ Shrawan: "5", Bhadra: "3" });
  await form.save();
  await expect(form.root).toContainText(
    shown(tr("en", "plans:validation.cumulativeDecreasing", { month: "Bhadra" })),
  );
  await expect(form.root).toContainText(
    shown(tr("en", "plans:validation.cumulativeLast", { last: "3", annual: "12" })),
  );
  await expect(form.root).toContainText("Cumulative month values must be fixed.");
  await form.target("Bhadra").fill("8");
  await form.months({ Kartik: "12" });
  await form.saveAndClose();
  await expect(toast(page, "The milestone was saved.")).toBeVisible();
  const cumulative = english.table.row(`Contract signed ${stamp}`);
  await expect(cumulative).toContainText("Cumulative");
  await expect(cumulative).toContainText("Shrawan: 5, Bhadra: 8, Kartik: 12");
  await expect(english.table.row(`बोलपत्र आह्वान ${stamp}`)).toContainText("Per month");
  await expect(english.link(`Contract signed ${stamp}`, "progress")).toHaveAttribute(
    "href",
    /\/plans-policy\/budget-head\/activities\/milestones\/gatibidhi\/\d+$/,
  );
  const monthPage = await english.link(`Contract signed ${stamp}`, "progress").getAttribute("href");

  // Back up the breadcrumbs, the counts follow: 2 milestones, 1 activity, 1 budget head.
  await english.breadcrumbs.getByRole("link", { name: headName, exact: true }).click();
  const enActivities = new PlanListPage(page, "en", "activities");
  await expect(enActivities.link(activityName, "milestones")).toHaveText("Milestones (2)");
  await english.breadcrumbs.getByRole("link", { name: "Policies and programs" }).click();
  const enPolicies = new PlanListPage(page, "en", "policies");
  await enPolicies.search(policyName);
  await expect(enPolicies.link(policyName, "budgetHeads")).toHaveText("Budget heads (1)");
  await expect(enPolicies.link(policyName, "activities")).toHaveText("Activities (1)");

  // Its month-by-month page: Ashadh, after the reporting month of this year, is not yet due; Shrawan is due.
  await page.goto(monthPage ?? "");
  await expect(page.getByTestId("month-11")).toContainText("Not yet due");
  await expect(page.getByTestId("month-11")).not.toContainText("In progress");
  await expect(page.getByTestId("month-0")).not.toContainText("Not yet due");
});
