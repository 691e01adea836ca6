import { expect, test } from "@playwright/test";
import { apiLogin, authHeader } from "../../fixtures/api";
import { tr } from "../../fixtures/i18n";
import { APP_LOAD_TIMEOUT } from "../../pages/app-shell";
import { LoginPage } from "../../pages/login-page";
import { ProgressData } from "../../pages/progress-data";
import { PragatiPage } from "../../pages/progress-pages";

const SHRAWAN_NP = "साउन";

test("an entry outside the reporting window is refused with the API's message, and the screen then shows the window closed (the window is restored)", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const data = await ProgressData.asAdmin(page.request);
  const { office, username, password } = await data.officeWithUser("Window Test Unit");
  const [milestone] = (
    await data.plan(office.id, [
      { code: "1.1.1", title: `Survey traffic ${data.stamp}`, months: [{ month: 0, target: 4 }] },
    ])
  ).milestones;
  const admin = await apiLogin(page.request, "admin");
  const headers = authHeader(admin.token);
  const stored = (await (await page.request.get("/api/reporting-period/show", { headers })).json()).response;

  try {
    await new LoginPage(page, "np").goto();
    await new LoginPage(page, "np").submit(username, password);
    await expect(page).not.toHaveURL(/\/login/, { timeout: APP_LOAD_TIMEOUT });
    const pragati = new PragatiPage(page, "np");
    await pragati.goto();
    await pragati.chooseMonth(SHRAWAN_NP);
    const drawer = await pragati.open(milestone, "enter", SHRAWAN_NP);
    await drawer.achieved.fill("4");

    // Meanwhile the administrator closes the window for new entries.
    const closed = await page.request.post("/api/reporting-period/update", {
      headers,
      data: { pragati_add_from: "2080-01-01", pragati_add_to: "2080-01-05" },
    });
    expect(closed.status(), await closed.text()).toBe(200);

    await drawer.save();
    await expect(drawer.refusal).toContainText("२०८०/०१/०१");
    await expect(drawer.refusal).toContainText("२०८०/०१/०५");
    await drawer.close();

    // A fresh load shows the window closed, and the milestone can only be viewed.
    await pragati.goto();
    await pragati.chooseMonth(SHRAWAN_NP);
    await expect(pragati.window).toContainText(tr("np", "progress:window.closed"));
    const view = await pragati.open(milestone, "view", SHRAWAN_NP);
    await expect(view.root.getByTestId("entry-block")).toContainText("२०८०/०१/०१");
    await expect(view.achieved).toHaveCount(0);
  } finally {
    // Other journeys share the server: put the period back.
    const restored = await page.request.post("/api/reporting-period/update", { headers, data: stored });
    expect(restored.status()).toBe(200);
  }
});
