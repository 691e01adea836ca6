import { expect, test } from "../../fixtures/account-lock";
import { authHeader, type DemoUser } from "../../fixtures/api";
import { DEMO_PASSWORD } from "../../fixtures/env";
import { AppShell } from "../../pages/app-shell";
import { LoginPage } from "../../pages/login-page";

type Account = { username: DemoUser; name: string; roleNp: string; officeNp: string; showsOffice: boolean };

// The demo accounts (apps/api/src/db/seed/demo.ts) with their role and office in Nepali.
const OPMCM = "प्रधानमन्त्री तथा मन्त्रिपरिषद्को कार्यालय";
const ACCOUNTS: Account[] = [
  { username: "admin", name: "System Administrator", roleNp: "प्रशासक", officeNp: OPMCM, showsOffice: false },
  {
    username: "sachib",
    name: "Sita Sharma",
    roleNp: "सचिव",
    officeNp: "भौतिक पूर्वाधार तथा यातायात मन्त्रालय",
    showsOffice: true,
  },
  { username: "office", name: "Ram Thapa", roleNp: "निकाय", officeNp: "सडक विभाग", showsOffice: true },
  {
    username: "project",
    name: "Hari Karki",
    roleNp: "आयोजना प्रमुख",
    officeNp: "डिभिजन सडक कार्यालय, काठमाडौं",
    showsOffice: true,
  },
  { username: "monitor", name: "Gita Adhikari", roleNp: "अनुगमनकर्ता", officeNp: OPMCM, showsOffice: false },
  {
    username: "monitor-admin",
    name: "Bishnu Poudel",
    roleNp: "अनुगमन प्रशासक",
    officeNp: OPMCM,
    showsOffice: false,
  },
  { username: "reviewer", name: "Kamala Rai", roleNp: "समीक्षक", officeNp: OPMCM, showsOffice: true },
];

for (const account of ACCOUNTS) {
  test(`${account.username} logs in through the form and out through the user menu`, async ({
    page,
    lockAccount,
  }) => {
    // The password journeys change reviewer's password for a while; wait until they are done.
    if (account.username === "reviewer") await lockAccount("reviewer");
    const login = new LoginPage(page, "np");
    await login.goto();
    await login.submit(account.username, DEMO_PASSWORD);

    await expect(page).toHaveURL(/\/$/);
    const shell = new AppShell(page, "np");
    await shell.expectSignedIn(account.name);
    await expect(shell.header.getByText(account.roleNp, { exact: true })).toBeVisible();
    if (account.showsOffice)
      await expect(shell.header.getByText(account.officeNp, { exact: true })).toBeVisible();
    else await expect(shell.header).not.toContainText(account.officeNp);

    const token = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem("pragati-auth") ?? "{}") as { state?: { token?: string } }).state
          ?.token,
    );
    expect(token).toBeTruthy();

    await shell.logout();
    await login.expectShown();
    await expect(shell.header).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => localStorage.length)).toBe(0);
    // The server ended the session too, and a private screen sends the visitor back to the form.
    const profile = await page.request.get("/api/profile/get-profile", { headers: authHeader(token ?? "") });
    expect(profile.status()).toBe(401);
    await page.goto("/");
    await login.expectShown();
  });
}
