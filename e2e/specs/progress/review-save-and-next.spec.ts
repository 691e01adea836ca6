import { expect, test } from "@playwright/test";
import { loginAs } from "../../fixtures/auth";
import { devanagari, tr } from "../../fixtures/i18n";
import { APP_LOAD_TIMEOUT } from "../../pages/app-shell";
import { toast } from "../../pages/mantine";
import { ProgressData } from "../../pages/progress-data";
import { RateActivityPage } from "../../pages/progress-pages";

type Entry = { id: number; milestone_code: string; comment: string | null; rating: number | null };

test("the secretary reviews three entries in one dialog with save and next, from the keyboard, in Nepali", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const data = await ProgressData.asAdmin(page.request);
  const { office } = await data.officeWithUser("Review Unit");
  const { fiscalYearId, milestones } = await data.plan(
    office.id,
    ["1.1.1", "1.1.2", "1.1.3"].map((code, i) => ({
      code,
      title: `Culvert ${i + 1} ${data.stamp}`,
      months: [{ month: 0, target: 5 }],
    })),
  );
  for (const m of milestones)
    await data.post("/api/pragati/store", {
      milestone_id: m.id,
      month: 0,
      status: "completed",
      achieved: 5,
      reasons: [],
    });

  await loginAs(page, "sachib", "np");
  const rate = new RateActivityPage(page, "np");
  await rate.goto();
  await rate.filter("unrated", true);
  await rate.table.search(data.stamp);
  await expect(rate.table.rows).toHaveCount(3, { timeout: APP_LOAD_TIMEOUT });
  // The list's order is the walk's order.
  const order = await rate.table.rows.allInnerTexts();
  const walk = order.map((text) => {
    const milestone = milestones.find((m) => text.includes(m.title));
    if (!milestone) throw new Error(`row without a milestone of this journey: ${text}`);
    return milestone;
  });

  const first = walk[0];
  if (!first) throw new Error("no first row");
  const dialog = await rate.open(rate.table.row(first.title), first.code, "review");
  for (const [i, milestone] of walk.entries()) {
    await expect(dialog.getByRole("heading")).toContainText(devanagari(milestone.code));
    await expect(dialog).toContainText(milestone.title);
    await expect(dialog.getByTestId("review-position")).toHaveText(
      tr("np", "progress:review.position", { n: devanagari(i + 1), total: devanagari(3) }),
    );
    // Keyboard only: the comment box has the focus; Tab reaches the rating, Space picks ०, arrows move it.
    await expect(rate.commentBox(dialog)).toBeFocused();
    await page.keyboard.type(`जाँच ${i + 1}`);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    for (let step = 0; step < i + 2; step += 1) await page.keyboard.press("ArrowRight");
    const last = i === walk.length - 1;
    await expect(
      dialog.getByRole("button", {
        name: tr("np", last ? "progress:review.saveAndClose" : "progress:review.saveAndNext"),
      }),
    ).toBeVisible();
    await page.keyboard.press("Control+Enter");
    if (!last) await expect(dialog.getByText(walk[i + 1]?.title ?? "")).toBeVisible();
  }
  await expect(dialog).toBeHidden();
  await expect(toast(page, tr("np", "progress:review.listDone"))).toBeVisible();

  // Stored: each entry has its comment and the rating picked by the arrows (2, 3, 4).
  const saved = await data.get<{ data: Entry[] }>(
    `/api/gatibidhi/all?nikaya_id=${office.id}&per_page=30&fiscal_year_id=${fiscalYearId}`,
  );
  for (const [i, milestone] of walk.entries()) {
    const entry = saved.data.find((e) => e.milestone_code === milestone.code);
    expect(entry).toMatchObject({ comment: `जाँच ${i + 1}`, rating: i + 2 });
  }
  // Rated, they leave the "not yet rated" list.
  await expect(rate.table.empty).toBeVisible();
});
