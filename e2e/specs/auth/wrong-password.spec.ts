import { expect, test } from "@playwright/test";
import { AppShell } from "../../pages/app-shell";
import { LoginPage } from "../../pages/login-page";

// One failed attempt per username keeps every account far from the limit of 5 per 15 minutes.
test("a wrong password shows the server's message, in Nepali and in English", async ({ page }) => {
  const login = new LoginPage(page, "np");
  await login.goto();
  await login.submit("monitor", "Wrong@12345");
  await expect(login.error).toHaveText("प्रयोगकर्ता नाम वा पासवर्ड मिलेन।");
  await expect(login.heading).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("pragati-auth") ?? ""))
    .not.toMatch(/"token":"/);

  // English, with a username that does not exist: the same message, so names are not revealed.
  await new AppShell(page, "np").switchLanguage();
  const english = new LoginPage(page, "en");
  await expect(english.heading).toBeVisible();
  await english.submit(`nobody-${Date.now()}`, "Wrong@12345");
  await expect(english.error).toHaveText("The username or password is incorrect.");
  await expect(page).toHaveURL(/\/login$/);
});
