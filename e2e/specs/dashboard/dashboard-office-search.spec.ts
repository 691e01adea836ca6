import { expect, test } from "@playwright/test";
import { loginAs } from "../../fixtures/auth";
import { tr } from "../../fixtures/i18n";
import { APP_LOAD_TIMEOUT } from "../../pages/app-shell";

// Demo offices with a plan: the whole government is more than one page of cards for admin.
const DEPARTMENT_OF_ROADS_NP = "सडक विभाग";

test("admin pages through the office cards and finds one office by name (Nepali)", async ({ page }) => {
  await loginAs(page, "admin", "np");
  await page.goto("/");
  const cards = page.getByTestId("office-pies-card");
  const search = page.getByRole("textbox", { name: tr("np", "dashboard:findOffice") });
  await expect(search).toBeVisible({ timeout: APP_LOAD_TIMEOUT });
  await expect(cards).toHaveCount(12);

  // "Show more" asks the server for the next page of cards.
  await page.getByRole("button", { name: /थप .* देखाउनुहोस्/ }).click();
  await expect.poll(() => cards.count()).toBeGreaterThan(12);

  await search.fill(DEPARTMENT_OF_ROADS_NP);
  await expect(page.getByRole("region", { name: DEPARTMENT_OF_ROADS_NP, exact: true })).toBeVisible();
  // The search filters a moment after typing (a deferred value), and the office was already on screen.
  const names = () => cards.evaluateAll((els) => els.map((el) => el.getAttribute("aria-label") ?? ""));
  await expect
    .poll(async () => (await names()).filter((name) => !name.includes(DEPARTMENT_OF_ROADS_NP)))
    .toEqual([]);
  expect((await names()).length).toBeGreaterThan(0);

  await search.fill("कुनै पनि नभएको निकाय");
  await expect(cards).toHaveCount(0);
  await expect(page.getByText(tr("np", "dashboard:noOfficeFound"))).toBeVisible();
});
