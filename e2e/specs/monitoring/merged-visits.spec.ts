import { expect, test } from "@playwright/test";
import { apiLogin } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { PlanData } from "../../fixtures/plan-data";
import { MonitoringPage } from "../../pages/monitoring-page";

test("a monitor merges two visits into one, which opens for its order; monitor-admin sees the monitoring dashboard", async ({
  page,
  request,
}) => {
  const monitor = await apiLogin(request, "monitor");
  const data = new PlanData(request, monitor.token);
  const { current } = await data.fiscalYears();
  const titles = [`Road stretch ${data.stamp}`, `Culverts ${data.stamp}`];
  for (const title of titles) {
    const visit = await data.post<{ id: number }>("/api/anugaman/store", {
      target_nikaya_id: monitor.user.nikaya_id,
      title,
      subject: "Works",
      from_date: current.start_from,
      to_date: current.start_from,
    });
    await data.post(`/api/anugaman/${visit.id}/members`, { name: `Leader ${title}`, is_leader: true });
  }
  const joint = `Joint valley visit ${data.stamp}`;

  await loginAs(page, "monitor", "en");
  const screen = new MonitoringPage(page, "en");
  await page.goto("/merged-anugaman");
  await expect(page.getByRole("heading", { name: screen.t("merge.page.title") })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole("button", { name: screen.t("merge.title") }).click();
  const modal = page.getByRole("dialog", { name: screen.t("merge.title") });
  // Incomplete: the form's own message.
  await modal.getByRole("button", { name: screen.t("merge.submit") }).click();
  await screen.seeToast("wizard.completeForm");
  const picker = modal.getByRole("textbox", { name: screen.t("merge.visits") });
  for (const title of titles) {
    await picker.fill(title);
    await page.getByRole("option", { name: title }).click();
  }
  await modal.getByLabel(screen.t("fields.title")).fill(joint);
  await modal.getByLabel(screen.t("fields.subject")).fill("Both together");
  await modal.getByRole("button", { name: screen.t("merge.submit") }).click();
  await screen.seeToast("merge.done");
  // The merged visit opens at its order step; its team is both visits' (the first one's leader leads).
  await expect(screen.field("order_number")).toBeVisible();
  await page.keyboard.press("Escape");
  await screen.table.search(joint);
  await expect(screen.table.row(joint)).toContainText(`Leader ${titles[0]}`);
  await expect(screen.table.row(joint)).toContainText("0 of 2 confirmed");

  await loginAs(page, "monitor-admin", "en");
  await page.goto("/");
  await expect(page.getByRole("heading", { name: screen.t("dashboard.title") })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId("visits-draft")).toBeVisible();
  await expect(page.getByText(screen.t("dashboard.overduePoints"))).toBeVisible();
});
