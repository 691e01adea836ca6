import { expect, test } from "@playwright/test";
import { apiLogin, authHeader } from "../../fixtures/api";
import { tr } from "../../fixtures/i18n";
import { tryLogin } from "../../fixtures/passwords";
import { APP_LOAD_TIMEOUT, AppShell } from "../../pages/app-shell";
import { LoginPage } from "../../pages/login-page";
import { PlanListPage } from "../../pages/plan-pages";

type Envelope<T> = { response: T; setup?: { current_fiscal_year_id_by_current_date: number | null } };

test("a locked action plan refuses edits: its office sees the banner and disabled actions, the API answers 409, and unlocking opens it again", async ({
  page,
}) => {
  test.slow();
  const stamp = Date.now().toString().slice(-7);
  const admin = await apiLogin(page.request, "admin");
  const asAdmin = { headers: authHeader(admin.token) };
  const json = async <T>(res: Awaited<ReturnType<typeof page.request.get>>) => {
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as Envelope<T>;
  };

  // An office of its own (no other journey uses it) with one office user.
  const [category] = (
    await json<{ id: number }[]>(await page.request.get("/api/nikaya-category/options", asAdmin))
  ).response;
  const officeName = `कार्ययोजना लक परीक्षण कार्यालय ${stamp}`;
  const office = (
    await json<{ id: number }>(
      await page.request.post("/api/nikaya/store", {
        ...asAdmin,
        data: { name: `Plan lock test office ${stamp}`, name_np: officeName, category_id: category.id },
      }),
    )
  ).response;
  const roles = (
    await json<{ data: { id: number; slug: string }[] }>(
      await page.request.get("/api/role/all?per_page=30", asAdmin),
    )
  ).response.data;
  const username = `e2e.planlock${stamp}`;
  const password = "PlanLock2083";
  await json(
    await page.request.post("/api/user/store", {
      ...asAdmin,
      data: {
        name: "योजना शाखा प्रमुख",
        username,
        email: `${username}@example.gov.np`,
        role_id: roles.find((r) => r.slug === "nikaya")?.id,
        nikaya_id: office.id,
        password,
        password_confirmation: password,
      },
    }),
  );
  const token = await tryLogin(page.request, username, password);
  if (!token) throw new Error("The new office user could not sign in");
  const asUser = { headers: authHeader(token) };

  // The user's plan: one policy of the current fiscal year.
  const profile = await json(await page.request.get("/api/profile/get-profile", asUser));
  const [reportingType] = (
    await json<{ id: number }[]>(await page.request.get("/api/nitikaryakram/options", asUser))
  ).response;
  const policyName = `विद्युतीय सेवा विस्तार ${stamp}`;
  const policyBody = {
    fiscal_year_id: profile.setup?.current_fiscal_year_id_by_current_date,
    nikaya_id: office.id,
    point_no: "1",
    name: policyName,
    reporting_type_id: reportingType.id,
  };
  const policy = (
    await json<{ id: number }>(
      await page.request.post("/api/plans-policy/store", { ...asUser, data: policyBody }),
    )
  ).response;

  const lock = (on: boolean) =>
    page.request.post(`/api/nikaya/locks/update/${office.id}`, {
      ...asAdmin,
      data: { action_plan_lock: on },
    });

  try {
    // Signed in through the login form, in Nepali; the plan is open and a new point is being written.
    const login = new LoginPage(page, "np");
    await login.goto();
    await login.submit(username, password);
    await new AppShell(page, "np").expectLoaded();
    const policies = new PlanListPage(page, "np", "policies");
    await policies.gotoPolicies();
    await expect(policies.table.row(policyName)).toHaveCount(1);
    await expect(policies.banner).toHaveCount(0);
    // One office: no office filter.
    await expect(policies.officeFilter).toHaveCount(0);
    const form = await policies.openAdd();
    await form.fill({ pointNo: "2", policyName: `सौर्य ऊर्जा ${stamp}` });
    await form.choose("reportingType");

    // Admin locks this office's action plan meanwhile: saving is refused with the server's message.
    expect((await lock(true)).status()).toBe(200);
    await form.save();
    await expect(form.root.getByRole("alert")).toHaveText("कार्ययोजना लक गरिएको छ।");
    await page.keyboard.press("Escape");
    await expect(form.root).toBeHidden();

    // The banner names the office; adding, editing and deleting are off.
    await expect(policies.banner).toContainText(tr("np", "plans:lock.offices", { offices: officeName }));
    await expect(policies.banner).toContainText(tr("np", "plans:lock.readOnly"));
    await expect(policies.addButton).toBeDisabled();
    await expect(policies.editButton(policyName)).toBeDisabled();
    await expect(policies.deleteButton(policyName)).toBeDisabled();
    await expect(policies.table.rows).toHaveCount(1);

    // The API itself refuses a direct edit.
    const edit = await page.request.post(`/api/plans-policy/update/${policy.id}`, {
      ...asUser,
      data: { ...policyBody, name: `${policyName} (बदलिएको)` },
    });
    expect(edit.status()).toBe(409);
    expect(await edit.json()).toMatchObject({
      message: "The action plan is locked.",
      message_np: "कार्ययोजना लक गरिएको छ।",
    });

    // The screens below say the same.
    const heads = await policies.follow(policyName, "budgetHeads");
    await expect(heads.banner).toBeVisible();
    await expect(heads.addButton).toBeDisabled();
  } finally {
    expect((await lock(false)).status()).toBe(200);
  }

  // Unlocked: the banner is gone and the policy can be edited again, in English.
  await page.reload();
  const shell = new AppShell(page, "np");
  await shell.expectLoaded();
  await shell.switchLanguage();
  const heads = new PlanListPage(page, "en", "budgetHeads");
  await expect(heads.addButton).toBeEnabled({ timeout: APP_LOAD_TIMEOUT });
  await expect(heads.banner).toHaveCount(0);
  const edited = await page.request.post(`/api/plans-policy/update/${policy.id}`, {
    ...asUser,
    data: { ...policyBody, name: `${policyName} (edited)` },
  });
  expect(edited.status()).toBe(200);
});
