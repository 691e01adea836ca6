import { expect, test } from "@playwright/test";
import { loginAs } from "../../fixtures/auth";
import { devanagari, tr } from "../../fixtures/i18n";
import { PlanData } from "../../fixtures/plan-data";
import { toast } from "../../pages/mantine";
import { NoticesPage } from "../../pages/notices-page";

test("admin sees the SMS parts and recipients of a Devanagari notice before publishing it", async ({
  page,
}) => {
  const session = await loginAs(page, "admin", "np");
  // A fresh office, so no other journey changes who the notice reaches: two users with a mobile (typed
  // with the country code and in Devanagari digits) and one without.
  const data = new PlanData(page.request, session.token);
  const office = await data.office("SMS readers office", "एसएमएस पाठक कार्यालय");
  const roles = await data.get<{ data: { id: number; slug: string }[] }>("/api/role/all?per_page=100");
  const role = roles.data.find((r) => r.slug === "nikaya")!;
  for (const [n, mobile] of [
    [1, "+977 9841000201"],
    [2, "९८०१०००२०२"],
    [3, null],
  ] as const)
    await data.post("/api/user/store", {
      name: `SMS reader ${n}`,
      username: `e2e.sms${n}.${data.stamp}`,
      mobile,
      role_id: role.id,
      nikaya_id: office.id,
      password: "Sms2083abc",
      password_confirmation: "Sms2083abc",
    });

  const title = `जिल्ला समन्वय बैठक ${data.stamp}`;
  const description = "भोलि बिहान दस बजे जिल्ला प्रशासन कार्यालयमा समन्वय बैठक बस्नेछ।";
  const longer = `${description} सबै सदस्यको उपस्थिति अनिवार्य छ। आफ्नो कार्यालयको प्रगति विवरण लिएर आउनुहोला।`;
  // Devanagari travels as UCS-2: one SMS holds 70 characters, a split one 67 per part.
  const short = `${title}: ${description}`;
  const long = `${title}: ${longer}`;
  expect(short.length > 70 && short.length <= 134 && long.length > 134 && long.length <= 201).toBe(true);

  const notices = new NoticesPage(page, "np");
  await notices.goto();
  const form = await notices.openCreate();
  await form.fill({ title, description });
  await form.chooseOffice(office.name_np);
  await expect(form.smsCost).toBeHidden();
  await form.chooseChannel("sms");
  await expect(form.smsCost).toContainText(
    tr("np", "notices:smsCost.parts.ucs2", { characters: devanagari(short.length), parts: devanagari(2) }),
  );
  await expect(form.smsCost).toContainText(
    tr("np", "notices:smsCost.recipients", { recipients: devanagari(2), total: devanagari(4) }),
  );

  // A longer text costs a third part per recipient, shown as it is typed.
  await form.fill({ description: longer });
  await expect(form.smsCost).toContainText(
    tr("np", "notices:smsCost.parts.ucs2", { characters: devanagari(long.length), parts: devanagari(3) }),
  );
  await expect(form.smsCost).toContainText(
    tr("np", "notices:smsCost.recipients", { recipients: devanagari(2), total: devanagari(6) }),
  );

  await form.publish();
  await expect(toast(page, tr("np", "notices:toasts.created"))).toBeVisible();
  await form.asEdit().close();

  // Queued with that part count to the numbers as the gateway takes them: ten digits, no prefix.
  const delivery = await notices.openDelivery(title);
  const rows = delivery.locator("tbody tr");
  await expect(rows).toHaveCount(2);
  for (const mobile of ["9841000201", "9801000202"]) {
    const row = rows.filter({ hasText: devanagari(mobile) });
    await expect(row).toContainText(tr("np", "notices:outbox.status.pending"));
    await expect(row.locator("td").nth(3)).toHaveText(devanagari(3));
  }
});
