import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { notices, noticeTargets } from "../../db/schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bell = async (token: string) =>
  (await t.as(token).get("/api/notices")).json().response as {
    id: number;
    title: string;
  }[];

describe("notices for recipients", () => {
  it("shows public notices and those for the user's office, not other offices'", async () => {
    const office = await bell(await loginAs(t.app, "office"));
    expect(office.map((n) => n.title)).toEqual([
      "सडक विभागका लागि: वार्षिक कार्ययोजना समीक्षा बैठक",
      "Monthly progress for Kartik is due by 7 Mangsir",
    ]);
    const monitor = await bell(await loginAs(t.app, "monitor"));
    expect(monitor.map((n) => n.title)).toEqual(["Monthly progress for Kartik is due by 7 Mangsir"]);
  });

  it("reaches users by role, and only inside the from/to dates", async () => {
    const [forReviewers] = await t.database.db
      .insert(notices)
      .values({ title: "For reviewers", description: "" })
      .returning();
    await t.database.db.insert(noticeTargets).values({ noticeId: forReviewers.id, roleId: 7 });
    await t.database.db.insert(notices).values({ title: "Expired", isPublic: true, toDate: "2070-01-01" });
    await t.database.db.insert(notices).values({ title: "Future", isPublic: true, fromDate: "2099-01-01" });
    const reviewer = await bell(await loginAs(t.app, "reviewer"));
    expect(reviewer.map((n) => n.title)).toContain("For reviewers");
    expect(reviewer.map((n) => n.title)).not.toContain("Expired");
    expect(reviewer.map((n) => n.title)).not.toContain("Future");
    expect((await bell(await loginAs(t.app, "office"))).map((n) => n.title)).not.toContain("For reviewers");
  });

  it("reading removes a notice from the bell of that user only", async () => {
    const officeToken = await loginAs(t.app, "office");
    const [first] = await bell(officeToken);
    const read = await t.as(officeToken).post(`/api/notice/read/${first.id}`);
    expect(read.statusCode).toBe(200);
    expect((await bell(officeToken)).map((n) => n.id)).not.toContain(first.id);
    const sachib = await bell(await loginAs(t.app, "sachib"));
    const publicId = sachib.find((n) => n.title.startsWith("Monthly"))!.id;
    await t.as(officeToken).post(`/api/notice/read/${publicId}`);
    expect((await bell(await loginAs(t.app, "sachib"))).map((n) => n.id)).toContain(publicId);
  });

  it("answers 404 for a notice the user cannot see", async () => {
    const monitorToken = await loginAs(t.app, "monitor");
    const officeNotices = await bell(await loginAs(t.app, "sachib"));
    expect(officeNotices.length).toBeGreaterThan(0);
    const res = await t.as(monitorToken).post("/api/notice/read/99999");
    expect(res.statusCode).toBe(404);
    expect(res.json().message_np).toBe("सूचना भेटिएन।");
  });
});
