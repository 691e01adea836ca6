import { expect, test } from "@playwright/test";
import { authHeader } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { AppShell } from "../../pages/app-shell";
import { LoginPage } from "../../pages/login-page";
import { DashboardPage, StatusPages } from "../../pages/status-pages";

test("office staff opening /user lands on /unauthorized", async ({ page }) => {
  await loginAs(page, "office", "np");
  await page.goto("/user");
  await new StatusPages(page, "np").expectUnauthorized();
});

test("a visitor opening a private route lands on /login", async ({ page }) => {
  await page.goto("/activity-logs");
  await new LoginPage(page, "np").expectShown();
});

test("a logged-in user opening /login lands on the dashboard", async ({ page }) => {
  await loginAs(page, "office", "np");
  await page.goto("/login");
  await new DashboardPage(page, "np").expectShown();
});

test("an unknown path shows the 404 page in both languages, and Go Back leaves it", async ({ page }) => {
  // A visitor, in Nepali: Go Back goes home, which for a visitor is the login form.
  await page.goto("/no/such/page");
  const np = new StatusPages(page, "np");
  await np.expectNotFound();
  await np.goBack();
  await new LoginPage(page, "np").expectShown();

  // Signed in, in English: the exact sentence, and Go Back returns to the dashboard.
  await loginAs(page, "office", "en");
  await page.goto("/no-such-page");
  const en = new StatusPages(page, "en");
  await en.expectNotFound();
  await expect(
    page.getByText("Sorry, the page you are looking for does not exist.", { exact: true }),
  ).toBeVisible();
  await en.goBack();
  await new DashboardPage(page, "en").expectShown();
});

test("a 401 from the API (session ended elsewhere) returns to /login", async ({ page, request }) => {
  const session = await loginAs(page, "office", "np");
  await page.goto("/");
  const shell = new AppShell(page, "np");
  await shell.expectSignedIn(session.user.name);

  const ended = await request.post("/api/logout", { headers: authHeader(session.token) });
  expect(ended.status()).toBe(200);
  // The screen's own background calls may meet the 401 first; otherwise the refresh makes one.
  await shell.refreshButton.click().catch(() => undefined);

  await new LoginPage(page, "np").expectShown();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("pragati-auth") ?? ""))
    .not.toContain(session.token);
});
