import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { apiLogin } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { tr } from "../../fixtures/i18n";
import { PlanData } from "../../fixtures/plan-data";
import { toast } from "../../pages/mantine";
import { MonitoringPage } from "../../pages/monitoring-page";

const toDevanagari = (text: string) => text.replace(/[0-9]/g, (d) => "०१२३४५६७८९"[Number(d)]);

test("a monitor creates a visit through the sub-profile wizard meeting each step's message, issues the order, prints and downloads its letter, and a member confirms their participation, which the confirmation letter shows", async ({
  page,
  request,
}) => {
  test.slow();
  const monitor = await apiLogin(request, "monitor");
  const data = new PlanData(request, monitor.token);
  const { current } = await data.fiscalYears();
  const day = (d: string) => current.start_from.replace(/-\d\d$/, `-${d}`);
  const title = `Ring road visit ${data.stamp}`;
  const orderNumber = `82-${data.stamp.slice(0, 5)}`;

  await loginAs(page, "monitor", "np");
  const screen = new MonitoringPage(page, "np");
  await screen.open();
  await page.getByRole("button", { name: screen.t("actions.create") }).click();
  await expect(screen.drawer).toBeVisible();

  // Step 1: the project waits for the office; the step does not save incomplete.
  await screen.field("project_id").click();
  await expect(screen.drawer.getByText(screen.t("wizard.selectNikaya"))).toBeVisible();
  await screen.button("wizard.saveAndNext").click();
  await screen.seeToast("wizard.completeStep");
  await screen.chooseTargetOffice("सडक विभाग");
  await screen.field("title").fill(title);
  await screen.field("subject").fill("सडक स्तरोन्नतिको प्रगति");
  await screen.field("from_date").fill(day("05"));
  await screen.field("to_date").fill(day("07"));
  await screen.button("wizard.saveAndNext").click();
  await screen.seeToast("toasts.created");

  // Step 2: no team, no next step.
  await screen.button("wizard.next").click();
  await screen.seeToast("wizard.completeStep");
  await screen.field("name").fill("गीता अधिकारी");
  await screen.field("designation").fill("उपसचिव");
  await screen.field("phone").fill("9800000006");
  await screen.field("username").fill("monitor-admin");
  await screen.drawer.getByRole("checkbox", { name: screen.t("fields.is_leader") }).check();
  await screen.button("team.add").click();
  await screen.seeToast("toasts.memberAdded");
  await expect(screen.drawer.getByRole("table", { name: screen.t("team.label") })).toContainText(
    "गीता अधिकारी",
  );
  await screen.button("wizard.next").click();

  // Step 3: the order is saved only from a complete form, then issued.
  await screen.button("wizard.saveOrder").click();
  await screen.seeToast("wizard.completeForm");
  await screen.field("order_number").fill(orderNumber);
  await screen.field("approver_name").fill("मुख्य सचिव");
  await screen.field("approver_designation").fill("मुख्य सचिव");
  await screen.field("approver_office").fill("प्रधानमन्त्री तथा मन्त्रिपरिषद्को कार्यालय");
  await screen.button("wizard.saveOrder").click();
  await screen.seeToast("toasts.orderSaved");
  await screen.button("actions.issue_order").click();
  await screen.seeToast("toasts.orderIssued");
  await expect(screen.drawer.getByText(screen.t("states.ordered"), { exact: true })).toBeVisible();

  // The letter in Nepali: the order number and dates in Devanagari, printable.
  await screen.drawer.getByRole("link", { name: screen.t("actions.orderLetter") }).click();
  const letter = page.getByRole("article", { name: screen.t("letter.labels.order") });
  await expect(letter).toContainText(`आदेश नं.: ${toDevanagari(orderNumber)}`);
  await expect(letter).toContainText(toDevanagari(day("05").replace(/-/g, "/")));
  await expect(letter).toContainText("टोली नेता");
  await page.evaluate(() => {
    (window as unknown as { printed: boolean }).printed = false;
    window.print = () => {
      (window as unknown as { printed: boolean }).printed = true;
    };
  });
  await page.getByRole("button", { name: screen.t("letter.print") }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: boolean }).printed)).toBe(true);
  // And downloaded: the API's PDF of the same letter, named by its order number.
  const [pdf] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: screen.t("letter.download") }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`aadesh-${orderNumber}.pdf`);
  expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe("%PDF-");

  // The member (monitor-admin's account) confirms their participation.
  await loginAs(page, "monitor-admin", "en");
  const asMember = new MonitoringPage(page, "en");
  await asMember.open();
  await asMember.openVisit(title);
  await asMember.button("actions.verify").click();
  await asMember.seeToast("toasts.verified");
  await expect(asMember.drawer.getByText(asMember.t("team.verified"), { exact: true })).toBeVisible();
  // The order's confirmation letter shows the member's confirmed participation.
  await asMember.drawer.getByRole("link", { name: asMember.t("actions.confirmationLetter") }).click();
  const confirmation = page.getByRole("article", { name: asMember.t("letter.labels.confirmation") });
  await expect(confirmation).toContainText(`आदेश नं.: ${toDevanagari(orderNumber)}`);
  await expect(confirmation).toContainText("पुष्टि भएको");
});

test("a monitor with incomplete sub-profiles sees the persistent warning, which links to the visits", async ({
  page,
  request,
}) => {
  // The journey waits out the default toast time on purpose; under the full suite's load the rest needs room.
  test.setTimeout(90_000);
  const monitor = await apiLogin(request, "monitor");
  const data = new PlanData(request, monitor.token);
  const { current } = await data.fiscalYears();
  // A draft without its team and order: an incomplete sub-profile of the monitor's office.
  await data.post("/api/anugaman/store", {
    target_nikaya_id: monitor.user.nikaya_id,
    title: `Draft visit ${data.stamp}`,
    subject: "Unfinished sub-profile",
    from_date: current.start_from,
    to_date: current.start_from,
  });
  await loginAs(page, "monitor", "en");
  const screen = new MonitoringPage(page, "en");
  await page.goto("/");
  const warning = toast(page, screen.t("toast.title"));
  await expect(warning).toBeVisible({ timeout: 15_000 });
  // Persistent: still there after the default toast time.
  await page.waitForTimeout(5500);
  await expect(warning).toBeVisible();
  await warning.getByRole("button", { name: screen.t("toast.link") }).click();
  await expect(page).toHaveURL(/\/anugaman$/);

  // On a phone, at the bottom of the visits' table, the warning lies beside the pagination, not over it.
  await page.setViewportSize({ width: 390, height: 640 });
  const next = page.getByRole("button", { name: tr("en", "table:pagination.next") }).first();
  await expect(next).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const [pager, shown] = [await next.boundingBox(), await warning.boundingBox()];
  if (!pager || !shown) throw new Error("The pagination or the warning has no box");
  expect(pager.y + pager.height).toBeLessThanOrEqual(shown.y);
  await page
    .getByRole("textbox", { name: tr("en", "table:perPage") })
    .first()
    .click();
  await expect(page.getByRole("option", { name: "20", exact: true })).toBeVisible();
});
