import { expect, test } from "@playwright/test";
import { loginAs } from "../../fixtures/auth";
import {
  FAKE_CREDITS,
  FAKE_SMS_SETTINGS,
  REFUSED_MOBILE,
  receivedSms,
} from "../../fixtures/fake-sms-gateway";
import { devanagari, tr } from "../../fixtures/i18n";
import { OutboxPage } from "../../pages/outbox-page";

test("admin checks the SMS gateway from the outbox screen: credit, a test SMS that reaches it, and a refused one with its reason", async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  await loginAs(page, "admin", "np");
  const outbox = new OutboxPage(page, "np");
  await outbox.goto();
  await expect(
    page.getByText(
      tr("np", "notices:gateway.provider", { name: tr("np", "notices:gateway.providers.sparrow") }),
    ),
  ).toBeVisible();

  // Credit, asked of the gateway on demand.
  await expect(await outbox.checkBalance()).toHaveText(
    tr("np", "notices:gateway.balance", { credits: devanagari(FAKE_CREDITS.toLocaleString("en-IN")) }),
  );

  // A number that is not a mobile is refused in the form, in the user's language.
  await outbox.sendTestSms("१२३४५", "x");
  await expect(outbox.testForm).toContainText(tr("np", "notices:gateway.errors.mobile"));

  // A test SMS to a number typed with the trunk 0 and Devanagari digits reaches the gateway as ten digits.
  const text = `प्रगति परीक्षण ${stamp}`;
  const sent = await outbox.sendTestSms("०९८४१-०००३०१", text);
  await expect(sent).toContainText(
    tr("np", "notices:gateway.testSent", { mobile: devanagari("9841000301") }),
  );
  expect((await receivedSms()).filter((sms) => sms.text === text)).toEqual([
    { token: FAKE_SMS_SETTINGS.token, from: FAKE_SMS_SETTINGS.from, to: "9841000301", text },
  ]);

  // The gateway refuses a receiver: failed at once with its reason, an alert, and the row in the outbox.
  const refused = await outbox.sendTestSms(devanagari(REFUSED_MOBILE), `refused ${stamp}`);
  await expect(refused).toContainText(tr("np", "notices:outbox.status.failed"));
  await expect(refused).toContainText("Sparrow 1007: Invalid Receiver");
  await expect(outbox.alert("receiver")).toContainText(tr("np", "notices:smsAlerts.receiver"));
  await expect(outbox.alert("receiver")).toContainText("Sparrow 1007: Invalid Receiver");
  await outbox.filterStatus("failed");
  const row = outbox.table.row(devanagari(REFUSED_MOBILE)).first();
  await expect(row).toContainText(tr("np", "notices:outbox.kinds.receiver"));
  await expect(row).toContainText("Sparrow 1007: Invalid Receiver");
  await expect(row).toContainText(tr("np", "notices:outbox.status.failed"));
  expect((await receivedSms()).filter((sms) => sms.to === REFUSED_MOBILE)).toEqual([]);

  // The month's usage counts the accepted test SMS.
  const usage = page.getByRole("table", { name: tr("np", "notices:usage.title") });
  await expect(usage.locator("tbody tr").first().locator("td").nth(1)).not.toHaveText(devanagari(0));
});
