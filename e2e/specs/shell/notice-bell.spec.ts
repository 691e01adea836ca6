import { expect, test } from "@playwright/test";
import { authHeader } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { devanagari, tr } from "../../fixtures/i18n";
import { AppShell } from "../../pages/app-shell";

// The demo notice for the Department of Roads (apps/api/src/db/seed/demo.ts), seen by `office`.
const ROADS_TITLE = "सडक विभागका लागि: वार्षिक कार्ययोजना समीक्षा बैठक";
const ROADS_DESCRIPTION =
  "वार्षिक कार्ययोजनाको समीक्षा बैठक आउँदो सोमबार बस्ने भएकाले सम्बन्धित शाखा प्रमुखहरूको उपस्थिति अनिवार्य छ।";
const PUBLIC_TITLE = "Monthly progress for Kartik is due by 7 Mangsir";

test("office opens a notice from the bell; it is marked read and leaves the list", async ({ page }) => {
  const session = await loginAs(page, "office", "np");
  // This is the only journey that reads office's notices, so the two demo notices are unread; other journeys
  // may have sent office more (an accepted milestone, a returned month), so the count is read, not assumed.
  const unread = await page.request.get("/api/notices", { headers: authHeader(session.token) });
  const titles = ((await unread.json()) as { response: { title: string }[] }).response.map((n) => n.title);
  expect(titles).toEqual(expect.arrayContaining([ROADS_TITLE, PUBLIC_TITLE]));
  const count = titles.length;

  await page.goto("/");
  const shell = new AppShell(page, "np");
  await shell.expectLoaded();
  await expect(shell.bell).toHaveAccessibleName(shell.bellName(devanagari(count)));
  await expect(shell.header.getByText(devanagari(count), { exact: true })).toBeVisible();

  let list = await shell.openBell();
  await expect(list.getByRole("menuitem")).toHaveCount(count);
  await expect(list.getByRole("menuitem", { name: PUBLIC_TITLE })).toBeVisible();
  await list.getByRole("menuitem", { name: ROADS_TITLE }).click();

  const modal = page.getByRole("dialog", { name: ROADS_TITLE });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(ROADS_DESCRIPTION);
  await expect(modal).toContainText(tr("np", "shell:notices.noFiles"));
  await modal.getByRole("button", { name: tr("np", "common:actions.close"), exact: true }).click();
  await expect(modal).toBeHidden();

  await expect(shell.bell).toHaveAccessibleName(shell.bellName(devanagari(count - 1)));
  await expect(shell.header.getByText(devanagari(count - 1), { exact: true })).toBeVisible();
  list = await shell.openBell();
  await expect(list.getByRole("menuitem")).toHaveCount(count - 1);
  await expect(list.getByRole("menuitem", { name: ROADS_TITLE })).toHaveCount(0);
  await page.keyboard.press("Escape");

  // Read on the server too: after a reload the notice stays gone.
  await page.reload();
  await shell.expectLoaded();
  await expect(shell.bell).toHaveAccessibleName(shell.bellName(devanagari(count - 1)));
});
