import { expect, test } from "@playwright/test";
import { authHeader } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { tr } from "../../fixtures/i18n";
import { toast } from "../../pages/mantine";
import { OfficeProfilePage } from "../../pages/offices-profile-page";

type Office = {
  id: number;
  name: string;
  name_np: string;
  code: string | null;
  contract_lock: boolean;
  lock_fiscal_year_id: number;
};

test("admin locks and unlocks an office's parts; office staff see the locks but cannot change them", async ({
  page,
}) => {
  const admin = await loginAs(page, "admin", "np");
  const tree = (
    await (await page.request.get("/api/nikaya/tree", { headers: authHeader(admin.token) })).json()
  ).response as Office[];
  // Division Road Office, Pokhara: in the office user's subtree and used by no other journey.
  const target = tree.find((o) => o.code === "336-01-02");
  if (!target) throw new Error("The demo office 336-01-02 is missing");

  const profile = new OfficeProfilePage(page, "np");
  await profile.goto(target.id, target.name_np);
  await profile.openTab("locks");
  // The locks belong to a fiscal year: the tab shows the header's year beside the switches.
  const lockYear = page.getByRole("textbox", { name: tr("np", "offices:locks.year") });
  await expect(lockYear).toHaveValue(
    await page.getByRole("textbox", { name: tr("np", "shell:header.fiscalYear"), exact: true }).inputValue(),
  );
  await expect(lockYear).toHaveValue(/^[०-९]{4}\/[०-९]{2}$/);
  await expect(profile.lockState("contract_lock")).toHaveText(tr("np", "offices:locks.stateUnlocked"));
  await profile.toggleLock("contract_lock");
  await expect(toast(page, tr("np", "offices:locks.locked", { lock: "ठेक्का" }))).toBeVisible();
  await expect(profile.lockState("contract_lock")).toHaveText(tr("np", "offices:locks.stateLocked"));
  const shown = await page.request.get(`/api/nikaya/show/${target.id}`, { headers: authHeader(admin.token) });
  const locked = (await shown.json()).response as Office;
  expect(locked.contract_lock).toBe(true);
  // The lock was set for the current fiscal year only: the year before is still open.
  const listed = await page.request.get("/api/presets/fiscalyear/all", { headers: authHeader(admin.token) });
  const years = (await listed.json()).response.data as { id: number }[];
  const other = years.find((y) => y.id !== locked.lock_fiscal_year_id);
  if (!other) throw new Error("a second fiscal year is missing");
  const otherYear = await page.request.get(`/api/nikaya/show/${target.id}?fiscal_year_id=${other.id}`, {
    headers: authHeader(admin.token),
  });
  expect(((await otherYear.json()).response as Office).contract_lock).toBe(false);

  // Office staff, in English: the states, no switches.
  await loginAs(page, "office", "en");
  const staff = new OfficeProfilePage(page, "en");
  await staff.goto(target.id, target.name);
  await staff.openTab("locks");
  await expect(page.getByText(tr("en", "offices:locks.readOnly"))).toBeVisible();
  await expect(page.getByRole("switch")).toHaveCount(0);
  await expect(staff.lockState("contract_lock")).toHaveText("Locked");

  // Admin unlocks it again, in English.
  await loginAs(page, "admin", "en");
  const english = new OfficeProfilePage(page, "en");
  await english.goto(target.id, target.name);
  await english.openTab("locks");
  await english.toggleLock("contract_lock");
  await expect(toast(page, "Contracts unlocked.")).toBeVisible();
  await expect(english.lockState("contract_lock")).toHaveText("Unlocked");
});
