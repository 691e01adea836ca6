import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("demo notices and complaints", () => {
  it("fills the register with complaints in every status, each with the history that led there", async () => {
    const all = (await t.as({ username: "admin" }).get("/api/complaint/all?per_page=30")).data.response;
    expect(new Set(all.data.map((c: { status: string }) => c.status))).toEqual(
      new Set(["open", "in_progress", "resolved"]),
    );
    const resolved = all.data.find((c: { title: string }) => c.title.startsWith("Pothole"));
    const detail = (await t.as({ username: "office" }).get(`/api/complaint/show/${resolved.id}`)).data
      .response;
    expect(detail.history.map((h: { status: string }) => h.status)).toEqual([
      "open",
      "in_progress",
      "resolved",
    ]);
    expect(detail.history.map((h: { created_by_name: string }) => h.created_by_name)).toEqual([
      "Ram Thapa",
      "Sita Sharma",
      "Sita Sharma",
    ]);
    expect(detail.response).not.toBe("");
    // The secretary sees the Roads subtree's complaints, not the health ones.
    const sachib = (await t.as({ username: "sachib" }).get("/api/complaint/all?per_page=30")).data.response;
    expect(sachib.data.length).toBeGreaterThanOrEqual(3);
    expect(sachib.data.some((c: { nikaya_name: string }) => c.nikaya_name.includes("Health"))).toBe(false);
  });

  it("adds notices with pending deliveries that leave the office and monitor bells as they were", async () => {
    const notices = (await t.as({ username: "admin" }).get("/api/notices/all?per_page=30")).data.response;
    expect(notices.total).toBeGreaterThanOrEqual(5);
    const secretaries = notices.data.find((n: { channels: string[] }) => n.channels.includes("email"));
    expect(secretaries.delivery.pending).toBeGreaterThan(0);
    expect(
      (await t.as({ username: "sachib" }).get("/api/notices")).data.response.map((n: { id: number }) => n.id),
    ).toContain(secretaries.id);
    expect((await t.as({ username: "office" }).get("/api/notices")).data.response).toHaveLength(2);
    expect((await t.as({ username: "monitor" }).get("/api/notices")).data.response).toHaveLength(1);
  });
});
