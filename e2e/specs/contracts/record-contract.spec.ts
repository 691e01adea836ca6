import { expect, test } from "@playwright/test";
import { apiLogin, authHeader } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { tr } from "../../fixtures/i18n";
import { ContractsPage } from "../../pages/contracts-page";
import { seeAndCloseToast, toast } from "../../pages/mantine";

test("an office records a contract, moves it from tender to award with its dates, adds a variation; under the contract lock its next move is refused", async ({
  page,
}) => {
  // Four stage moves, a variation and the lock in both languages: past 45 s with two workers on two cores.
  test.setTimeout(120_000);
  const office = await loginAs(page, "office", "en");
  // A demo project of the office's subtree to put the contract under.
  const projects = (
    await (
      await page.request.get("/api/ayojana/all", {
        headers: authHeader(office.token),
        params: { per_page: 50 },
      })
    ).json()
  ).response.data as {
    id: number;
    name: string;
    code: string | null;
    nikaya: { id: number; name: string };
  }[];
  const project = projects[0];
  expect(project, "the office sees a demo project").toBeTruthy();
  const projectLabel = project.code ? `${project.name} (${project.code})` : project.name;
  const number = `DRO/NCB/${Date.now()}`;
  const title = `Retaining walls, section ${Date.now() % 1000}`;

  const contracts = new ContractsPage(page, "en");
  await contracts.goto();
  const drawer = await contracts.create();
  await drawer.choose("project_id", projectLabel, project.name.slice(0, 6));
  await drawer.choose("nikaya_id", project.nikaya.name);
  await drawer.field("number").fill(number);
  await drawer.field("title").fill(title);
  await drawer.choose("category", tr("en", "contracts:category.works"));
  await drawer.choose("method", tr("en", "contracts:method.open_national"));
  await drawer.field("estimated_amount").fill("850");
  await drawer.field("contract_amount").fill("799.25");
  await drawer.field("contractor").fill("Sagarmatha Builders");
  await drawer.plannedDate("invitation").fill("2082-04-20");
  await drawer.plannedDate("award").fill("2082-06-15");
  await drawer.plannedDate("completion").fill("2084-03-15");
  await drawer.save();
  await expect(toast(page, "The contract was recorded.")).toBeVisible();

  // The stored contract stays open on its stages.
  drawer.renamed(number, title);
  await expect(drawer.status).toHaveText("Planned");
  let dialog = await drawer.startMove("tender");
  await drawer.actualDate(dialog, "invitation").fill("2082-04-22");
  await drawer.confirmMove(dialog);
  await seeAndCloseToast(page, "The contract's stage was recorded.");
  await expect(drawer.status).toHaveText("Tender");

  dialog = await drawer.startMove("evaluate");
  await drawer.actualDate(dialog, "opening").fill("2082-05-28");
  await drawer.confirmMove(dialog);
  await seeAndCloseToast(page, "The contract's stage was recorded.");
  await expect(drawer.status).toHaveText("Evaluation");

  // An award dated before the bids were opened is refused with the stage named.
  dialog = await drawer.startMove("award");
  await drawer.actualDate(dialog, "award").fill("2082-05-01");
  await drawer.confirmMove(dialog);
  await expect(drawer.errorOf(drawer.actualDate(dialog, "award"))).toHaveText(
    "The date cannot be before the bid opening date",
  );
  await drawer.actualDate(dialog, "award").fill("2082-06-20");
  await drawer.confirmMove(dialog);
  await seeAndCloseToast(page, "The contract's stage was recorded.");
  await expect(drawer.status).toHaveText("Awarded");
  await expect(drawer.stageRow("award")).toContainText("2082-06-20");
  await expect(drawer.stageRow("invitation")).toContainText("2082-04-22");

  await drawer.tab("history");
  await drawer.addVariation("2082-07-05", "880", "Additional retaining walls");
  await expect(toast(page, "The variation was added.")).toBeVisible();
  await expect(drawer.root.getByRole("table", { name: "Variations" })).toContainText(
    "Additional retaining walls",
  );
  await page.keyboard.press("Escape");
  await contracts.table.search(number);
  await expect(contracts.table.row(title)).toContainText("Awarded");
  await expect(contracts.table.row(title)).toContainText("880");

  // The project summary lists the project's contracts with their stage.
  await page.goto(`/ayojana-summary/${project.id}`);
  const section = page.getByRole("region", { name: "Contracts of the fiscal year" });
  await expect(section.getByRole("row").filter({ hasText: number })).toContainText("Awarded");

  // The office's contract lock of the year refuses the next move, in Nepali.
  const admin = await apiLogin(page.request, "admin");
  const lock = (on: boolean) =>
    page.request.post(`/api/nikaya/locks/update/${project.nikaya.id}`, {
      headers: authHeader(admin.token),
      data: { contract_lock: on },
    });
  expect((await lock(true)).ok()).toBe(true);
  try {
    await loginAs(page, "office", "np");
    const np = new ContractsPage(page, "np");
    await np.goto();
    await np.table.search(number);
    const locked = await np.open(number, title);
    const sign = await locked.startMove("sign");
    await locked.actualDate(sign, "agreement").fill("२०८२-०७-१०");
    await locked.confirmMove(sign);
    await expect(toast(page, "ठेक्का लक गरिएको छ।")).toBeVisible();
    await expect(locked.status).toHaveText(tr("np", "contracts:status.awarded"));
  } finally {
    await lock(false);
  }
});
