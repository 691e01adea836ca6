import { ZOfficeBody } from "@pragati/domain/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okResponse } from "../../../test/client";
import { createTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("office status", () => {
  it("stays with the administrator: office staff who edit their office cannot mark it inactive", async () => {
    const profile = okResponse(await t.as({ username: "office" }).get("/api/profile/get-profile"));
    const own = okResponse(
      await t.as({ username: "admin" }).get(`/api/nikaya/show/${profile.profile.nikaya_id}`),
    );
    const body = {
      ...ZOfficeBody.parse({ ...own, category_id: own.category_id ?? undefined }),
      status: false,
    };

    const refused = await t.as({ username: "office" }).post(`/api/nikaya/update/${own.id}`, body);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.data.message_np).toBe("तपाईंलाई यो कार्य गर्ने अनुमति छैन।");
    const kept = okResponse(await t.as({ username: "admin" }).get(`/api/nikaya/show/${own.id}`));
    expect(kept.status).toBe(true);

    // Their other edits still pass; the administrator may change the status.
    const edit = await t
      .as({ username: "office" })
      .post(`/api/nikaya/update/${own.id}`, { ...body, status: true, head_name: "New head" });
    expect(edit.statusCode, edit.body).toBe(200);
    const byAdmin = await t.as({ username: "admin" }).post(`/api/nikaya/update/${own.id}`, body);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.data.response.status).toBe(false);
  });
});
