import { expect, test } from "@playwright/test";
import { apiLogin } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { devanagari, tr } from "../../fixtures/i18n";
import { PlanData } from "../../fixtures/plan-data";
import { toast } from "../../pages/mantine";
import { MeetingsPage } from "../../pages/meetings-page";

test("the secretariat records a meeting with two decisions in Nepali, meeting the number and president prompts; the roads office sees only its decision, in English", async ({
  page,
  request,
}) => {
  // Three sign-ins, two forms and a tree search each: more than the default budget on a shared machine.
  test.slow();
  const stamp = Date.now();
  const title = `सडक मर्मत समीक्षा बैठक ${stamp}`;
  const number = String(1000 + (stamp % 90000));
  const admin = await apiLogin(request, "admin");
  const { current } = await new PlanData(request, admin.token).fiscalYears();
  // The meeting sits on the fiscal year's first day, so a weekly report is due 7 days later.
  const [year, month] = current.start_from.split("-");
  const meetingDate = `${year}-${month}-01`;

  await loginAs(page, "sachib", "np");
  const meetings = new MeetingsPage(page, "np");
  await meetings.goto();
  const drawer = await meetings.create();

  // Saving empty names the meeting number and the president's name and position (SPEC.md section 5).
  await drawer.save();
  await expect(drawer.errorOf("number")).toHaveText(tr("np", "meetings:form.errors.number"));
  for (const field of ["president_name", "president_position"])
    await expect(drawer.errorOf(field)).toHaveText(
      tr("np", "common:validation.required", { field: tr("np", `meetings:fields.${field}`) }),
    );

  await drawer.choose("meeting_type_id", "मन्त्रिपरिषद् बैठक");
  await drawer.field("number").fill(devanagari(number));
  await drawer.field("meeting_date").fill(devanagari(meetingDate));
  await drawer.choose("presidency_type_id", "सचिव");
  await drawer.field("president_name").fill("केशवकुमार शर्मा");
  await drawer.field("president_position").fill("सचिव");
  await drawer.field("title").fill(title);
  await drawer.save();
  await expect(toast(page, tr("np", "meetings:toasts.created"))).toBeVisible();

  // The recorded meeting stays open for its decisions.
  await drawer.tab("decisions");
  let form = await drawer.addDecision();
  await form.field("description").fill("चक्रपथ मर्मत वर्षाअघि सम्पन्न गर्ने।");
  await form.choose("reporting_duration_id", "साप्ताहिक");
  await form.checkOffice("implementing_office_id", "सडक विभाग");
  await form.save();
  form = await drawer.addDecision();
  await form.field("description").fill("सवारी अनुमतिपत्र वितरण छिटो गर्ने।");
  await form.choose("reporting_duration_id", "मासिक");
  await form.checkOffice("implementing_office_id", "यातायात व्यवस्था विभाग");
  await form.save();
  await expect(toast(page, tr("np", "meetings:toasts.decisionSaved")).first()).toBeVisible();

  await expect(drawer.decisions).toHaveCount(2);
  await expect(drawer.decisions.nth(0)).toContainText("सडक विभाग");
  await expect(drawer.decisions.nth(0)).toContainText(devanagari(`${year}/${month}/08`));
  await expect(drawer.decisions.nth(1)).toContainText("यातायात व्यवस्था विभाग");
  await expect(drawer.decisions.nth(1)).toContainText(tr("np", "meetings:status.not_started"));
  await page.keyboard.press("Escape");
  await meetings.table.search(title);
  await expect(meetings.table.row(title)).toContainText(
    tr("np", "meetings:table.decisionCounts", { total: "२", open: "२" }),
  );

  // The same number again for the same type and year is refused by the API, in English too.
  await loginAs(page, "sachib", "en");
  const english = new MeetingsPage(page, "en");
  await english.goto();
  const again = await english.create();
  await again.save();
  await expect(again.errorOf("president_name")).toHaveText("Enter the president's name.");
  await expect(again.errorOf("president_position")).toHaveText("Enter the president's position.");
  await again.choose("meeting_type_id", "Cabinet meeting");
  await again.field("number").fill(number);
  await again.field("meeting_date").fill(meetingDate);
  await again.choose("presidency_type_id", "Secretary");
  await again.field("president_name").fill("Chair");
  await again.field("president_position").fill("Secretary");
  await again.field("title").fill(`Duplicate ${stamp}`);
  await again.save();
  await expect(again.errorOf("number")).toHaveText(
    "This meeting type already has a meeting with this number in the fiscal year",
  );
  await page.keyboard.press("Escape");

  // The Department of Roads sees the meeting with its own decision only, and cannot change it.
  await loginAs(page, "office", "en");
  const office = new MeetingsPage(page, "en");
  await office.goto();
  await expect(office.createButton()).toHaveCount(0);
  await office.table.search(title);
  const seen = await office.open(title);
  await seen.tab("decisions");
  await expect(seen.decisions).toHaveCount(1);
  await expect(seen.decisions.first()).toContainText("Department of Roads");
  await expect(seen.root).toContainText(tr("en", "meetings:decisions.hiddenNote"));
  await expect(seen.addDecisionButton()).toHaveCount(0);
});
