import { readdirSync } from "node:fs";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { okResponse, PDF } from "../../../test/client";
import { admin, finance, roads as viewer } from "../../../test/demo-users";
import {
  buildUser,
  fiscalYears,
  officeIdsByCode,
  projectKinds,
  setLock,
  storeProject,
  userByUsername,
} from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
const ids: Record<string, number> = {};
let year: number;
let subSectorId: number;

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(ids, await officeIdsByCode(t.database.db));
  year = (await fiscalYears(t.database.db)).current;
  subSectorId = (await projectKinds(t.database.db)).subSectorId;
});
afterAll(() => t.close());
afterEach(async () => {
  await setLock(t.database.db, { on: false, kind: "profile_lock" });
});

const PNG = Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), Buffer.alloc(32)]);
// The Department of Roads may view projects, not change them.
const storedFiles = () => readdirSync(t.app.config.uploadDir);
const pdf = (name: string) => ({ name, type: "application/pdf", content: PDF });

let codes = 0;
const createProject = (nikayaId = ids["336-01-01"]) =>
  storeProject(t, admin, {
    fiscal_year_id: year,
    name: "मेलम्ची सडक",
    code: `FILES-${++codes}`,
    sub_sector_id: subSectorId,
    nikaya_id: nikayaId,
    office_ids: [],
    initial_cost: 1200,
  });

type ProjectFiles = { files: { id: number; filename: string; file_url: string; size: number }[] };

describe("a project's files", () => {
  it("attaches several files, lists them on the profile, downloads them in scope and removes one with its stored copy", async () => {
    const id = await createProject();
    const before = storedFiles().length;
    const res = await t.as(admin).upload(`/api/ayojana/files/${id}`, {
      files: [pdf("dpr.pdf"), { name: "site.png", type: "image/png", content: PNG }],
    });
    const project = okResponse<ProjectFiles>(res);
    expect(res.data).toMatchObject({ message: "Files attached.", message_np: "फाइलहरू संलग्न भए।" });
    expect(project.files.map((f) => f.filename)).toEqual(["dpr.pdf", "site.png"]);
    expect(project.files[0].size).toBe(PDF.length);
    expect(storedFiles()).toHaveLength(before + 2);

    const shown = okResponse<ProjectFiles>(await t.as(viewer).get(`/api/ayojana/show/${id}`));
    expect(shown.files).toHaveLength(2);
    const download = await t.as(viewer).get(project.files[0].file_url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 4).toString()).toBe("%PDF");
    expect(download.headers["content-disposition"]).toContain("dpr.pdf");

    const removed = await t.as(admin).delete(`/api/ayojana/files/delete/${project.files[0].id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.data).toMatchObject({ message: "File removed.", message_np: "फाइल हटाइयो।" });
    expect(storedFiles()).toHaveLength(before + 1);
    const after = okResponse<ProjectFiles>(await t.as(admin).get(`/api/ayojana/show/${id}`));
    expect(after.files.map((f) => f.filename)).toEqual(["site.png"]);
    expect((await t.as(admin).get(project.files[0].file_url)).statusCode).toBe(404);
  });

  it("refuses a wrong type, a fake PDF and a file over 5 MB whole, in both languages, storing nothing", async () => {
    const id = await createProject();
    const before = storedFiles().length;
    const fake = await t.as(admin).upload(`/api/ayojana/files/${id}`, {
      files: [
        pdf("ok.pdf"),
        { name: "fake.pdf", type: "application/pdf", content: Buffer.from("MZ no pdf") },
      ],
    });
    expect(fake.statusCode).toBe(422);
    expect(fake.data.errors.files[0]).toContain("fake.pdf");
    expect(fake.data.errors_np.files[0]).toContain("स्वीकार्य फाइल होइन");
    const exe = await t.as(admin).upload(`/api/ayojana/files/${id}`, {
      files: [{ name: "run.exe", type: "application/octet-stream", content: Buffer.from("MZ") }],
    });
    expect(exe.statusCode).toBe(422);
    const big = await t.as(admin).upload(`/api/ayojana/files/${id}`, {
      files: [
        {
          name: "big.pdf",
          type: "application/pdf",
          content: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024 + 10)]),
        },
      ],
    });
    expect(big.statusCode).toBe(413);
    expect(big.data).toMatchObject({ message: "The upload is too large.", message_np: "अपलोड धेरै ठूलो छ।" });
    expect(storedFiles()).toHaveLength(before);
    expect(okResponse<ProjectFiles>(await t.as(admin).get(`/api/ayojana/show/${id}`)).files).toEqual([]);
  });

  it("keeps at most 5 files per project (422 in both languages)", async () => {
    const id = await createProject();
    okResponse(
      await t.as(admin).upload(`/api/ayojana/files/${id}`, {
        files: [pdf("1.pdf"), pdf("2.pdf"), pdf("3.pdf"), pdf("4.pdf")],
      }),
    );
    const before = storedFiles().length;
    const over = await t
      .as(admin)
      .upload(`/api/ayojana/files/${id}`, { files: [pdf("5.pdf"), pdf("6.pdf")] });
    expect(over.statusCode).toBe(422);
    expect(over.data.errors.files[0]).toBe("Attach between 1 and 5 files per project.");
    expect(over.data.errors_np.files[0]).toBe("एउटा आयोजनामा १ देखि ५ वटासम्म फाइल राख्न सकिन्छ।");
    expect(storedFiles()).toHaveLength(before);
  });

  it("refuses callers outside the rules: 401 without a session, 403 view-only, 404 out of scope, 409 under the profile lock", async () => {
    const id = await createProject();
    const file = okResponse<ProjectFiles>(
      await t.as(admin).upload(`/api/ayojana/files/${id}`, { files: [pdf("kept.pdf")] }),
    ).files[0];
    const upload = { files: [pdf("more.pdf")] };

    expect((await t.anonymous.upload(`/api/ayojana/files/${id}`, upload)).statusCode).toBe(401);
    expect((await t.anonymous.get(file.file_url)).statusCode).toBe(401);
    const viewOnly = await t.as(viewer).upload(`/api/ayojana/files/${id}`, upload);
    expect(viewOnly.statusCode).toBe(403);
    expect(viewOnly.data.message_np).toBeTruthy();
    expect((await t.as(viewer).delete(`/api/ayojana/files/delete/${file.id}`)).statusCode).toBe(403);

    // A project head of a ministry elsewhere holds project.manage but not this project.
    const stranger = await buildUser(t.database.db, { role: "ayojana-pramukh", nikayaId: ids["305"] });
    expect((await t.as(stranger).upload(`/api/ayojana/files/${id}`, upload)).statusCode).toBe(404);
    expect((await t.as(stranger).delete(`/api/ayojana/files/delete/${file.id}`)).statusCode).toBe(404);
    expect((await t.as(stranger).get(file.file_url)).statusCode).toBe(404);
    expect((await t.as(finance).get(file.file_url)).statusCode).toBe(404);

    // The profile lock of the year freezes the files with the profile; admin is never stopped.
    await setLock(t.database.db, { on: true, kind: "profile_lock" });
    const head = await userByUsername(t.database.db, "project");
    okResponse(
      await t
        .as(admin)
        .post("/api/ayojana/heads", { project_id: id, user_id: head.id, posted_on: "2080-04-01" }),
    );
    const locked = await t.as(head).upload(`/api/ayojana/files/${id}`, upload);
    expect(locked.statusCode, locked.body).toBe(409);
    expect(locked.data.message_np).toBeTruthy();
    expect((await t.as(head).delete(`/api/ayojana/files/delete/${file.id}`)).statusCode).toBe(409);
    expect((await t.as(admin).upload(`/api/ayojana/files/${id}`, upload)).statusCode).toBe(200);
  });

  it("removes the stored files of a deleted project", async () => {
    const id = await createProject();
    const before = storedFiles().length;
    okResponse(await t.as(admin).upload(`/api/ayojana/files/${id}`, { files: [pdf("a.pdf"), pdf("b.pdf")] }));
    expect(storedFiles()).toHaveLength(before + 2);
    okResponse(await t.as(admin).delete(`/api/ayojana/delete/${id}`));
    expect(storedFiles()).toHaveLength(before);
  });
});
