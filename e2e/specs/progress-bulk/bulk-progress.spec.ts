import { writeFile } from "node:fs/promises";
import { type APIRequestContext, expect, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { apiLogin, authHeader } from "../../fixtures/api";
import { devanagari, tr } from "../../fixtures/i18n";
import { AppShell } from "../../pages/app-shell";
import { BulkProgressModal } from "../../pages/bulk-progress-modal";
import { LoginPage } from "../../pages/login-page";

const call = async <T>(
  request: APIRequestContext,
  token: string,
  method: "GET" | "POST",
  url: string,
  data?: object,
) => {
  const res =
    method === "GET"
      ? await request.get(url, { headers: authHeader(token) })
      : await request.post(url, { headers: authHeader(token), data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { response: T }).response;
};

type Entry = { milestone_id: number; status: string; achieved: number };

/** The sheet's columns by their English header ("स्थिति (Status)" -> Status). */
const columnsOf = (sheet: ExcelJS.Worksheet) => {
  const columns: Record<string, number> = {};
  sheet.getRow(3).eachCell((cell, column) => {
    const match = /\(([^)]+)\)$/.exec(String(cell.value));
    if (match) columns[match[1]] = column;
  });
  return columns;
};

const rowOf = (sheet: ExcelJS.Worksheet, milestoneId: number) => {
  let found = 0;
  sheet.eachRow((row, n) => {
    if (n > 3 && row.getCell(1).value === milestoneId) found = n;
  });
  expect(found, `milestone ${milestoneId} in the sheet`).toBeGreaterThan(3);
  return sheet.getRow(found);
};

test("an office user fills the month's Excel sheet from the pragati screen: accepted whole, then a sheet with a bad row is refused with its row and column and nothing changes", async ({
  page,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const admin = await apiLogin(page.request, "admin");
  const get = <T>(url: string) => call<T>(page.request, admin.token, "GET", url);
  const post = <T>(url: string, data: object) => call<T>(page.request, admin.token, "POST", url, data);
  const first = async (list: string) => (await get<{ id: number }[]>(`/api/${list}/options`))[0].id;

  // A fresh office with its own user and plan: no other journey touches it.
  const office = await post<{ id: number }>("/api/nikaya/store", {
    name: `Bulk progress office ${stamp}`,
    name_np: `थोक प्रगति कार्यालय ${stamp}`,
    category_id: await first("nikaya-category"),
  });
  const roles = await get<{ data: { id: number; slug: string }[] }>("/api/role/all?per_page=100");
  const role = roles.data.find((r) => r.slug === "nikaya");
  if (!role) throw new Error("role nikaya is not seeded");
  const username = `e2e.bulk${stamp}`;
  const password = "Bulk2083ab";
  const userName = `Bulk Officer ${stamp}`;
  await post("/api/user/store", {
    name: userName,
    username,
    role_id: role.id,
    nikaya_id: office.id,
    password,
    password_confirmation: password,
  });
  type Year = { id: number; is_current: boolean; start_from: string; end_at: string };
  const year = (await get<{ data: Year[] }>("/api/presets/fiscalyear/all?per_page=1000")).data.find(
    (y) => y.is_current,
  );
  if (!year) throw new Error("no current fiscal year");
  const policy = await post<{ id: number }>("/api/plans-policy/store", {
    fiscal_year_id: year.id,
    nikaya_id: office.id,
    point_no: "1",
    name: "सडक मर्मत कार्यक्रम",
    start_from: year.start_from,
    end_at: year.end_at,
    budget: 500_000,
    reporting_type_id: await first("nitikaryakram"),
  });
  const unitId = await first("units");
  const typeId = await first("milestone-types");
  const activity = await post<{ id: number }>("/api/plans-policy/activities/store", {
    policy_id: policy.id,
    point_no: "1.1",
    title: "Pothole repair",
    helper_nikaya_ids: [],
    annual_target: 10,
    unit_id: unitId,
  });
  const milestone = (code: string, title: string) =>
    post<{ id: number }>("/api/plans-policy/milestones/store", {
      activity_id: activity.id,
      code,
      title,
      type_id: typeId,
      subtype_id: null,
      baseline: 0,
      annual_target: 10,
      unit_id: unitId,
      kriya: "Repair",
      cumulative: false,
      // Started in Shrawan, so every month of the year lists them.
      months: [
        { month: 0, target: 4 },
        { month: 11, target: 6 },
      ],
    });
  const ontrack = await milestone("1.1.1", "खाल्डो पुर्ने काम");
  const behind = await milestone("1.1.2", "Drain cleaning");

  // The office user signs in and opens the pragati screen (Nepali).
  const login = new LoginPage(page, "np");
  await login.goto();
  await login.submit(username, password);
  await new AppShell(page, "np").expectSignedIn(userName);
  await page.goto("/pragati");
  const modal = new BulkProgressModal(page, "np");
  await modal.open();

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await modal.download()) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet("प्रगति (Progress)");
  if (!sheet) throw new Error("no Progress sheet");
  expect(String(sheet.getCell("A1").value)).toContain(`थोक प्रगति कार्यालय ${stamp}`);
  const columns = columnsOf(sheet);
  const reason = String(workbook.getWorksheet("कारण (Reasons)")?.getCell("A2").value);
  const ontrackRow = rowOf(sheet, ontrack.id);
  const behindRow = rowOf(sheet, behind.id);
  expect(ontrackRow.getCell(columns.Milestone).value).toBe("खाल्डो पुर्ने काम");
  ontrackRow.getCell(columns.Status).value = "चालु (In progress)";
  ontrackRow.getCell(columns.Achieved).value = 4;
  behindRow.getCell(columns.Status).value = "चालु (In progress)";
  behindRow.getCell(columns.Achieved).value = 1;
  behindRow.getCell(columns["Reason 1"]).value = reason;
  behindRow.getCell(columns.Explanation).value = "ठेकेदार ढिलो आयो";
  const filled = test.info().outputPath("filled.xlsx");
  await writeFile(filled, Buffer.from(await workbook.xlsx.writeBuffer()));
  await modal.upload(filled);
  await expect(modal.result).toContainText(tr("np", "progress-bulk:result.saved", { n: devanagari(2) }));

  // The month the screen chose (the reporting month) is the one the sheet was made for.
  const month = Number(workbook.getWorksheet("meta")?.getCell(4, 2).value);
  const signedIn = await page.request.post("/api/login", { data: { username, password } });
  const token = ((await signedIn.json()) as { response: { token: string } }).response.token;
  const entries = async () =>
    (
      await call<{ data: Entry[] }>(
        page.request,
        token,
        "GET",
        `/api/gatibidhi/all?nikaya_id=${office.id}&month=${month}&per_page=30&fiscal_year_id=${year.id}`,
      )
    ).data
      .map((e) => ({ milestone_id: e.milestone_id, status: e.status, achieved: e.achieved }))
      .sort((a, b) => a.milestone_id - b.milestone_id);
  const saved = [
    { milestone_id: ontrack.id, status: "in_progress", achieved: 4 },
    { milestone_id: behind.id, status: "in_progress", achieved: 1 },
  ];
  expect(await entries()).toEqual(saved);

  // A sheet with a bad row: the good change in the other row is not kept either.
  ontrackRow.getCell(columns.Achieved).value = "धेरै";
  behindRow.getCell(columns.Achieved).value = 3;
  const bad = test.info().outputPath("bad.xlsx");
  await writeFile(bad, Buffer.from(await workbook.xlsx.writeBuffer()));
  await modal.upload(bad);
  await expect(modal.problems).toBeVisible();
  const achievedLetter = String.fromCharCode(64 + columns.Achieved);
  await expect(modal.problem(devanagari(ontrackRow.number), `${achievedLetter} (उपलब्धि)`)).toContainText(
    "उपलब्धि ० वा बढीको अङ्कमा लेख्नुहोस्।",
  );
  await expect(modal.problems.getByRole("row")).toHaveCount(2);
  await expect(modal.result).toHaveCount(0);
  expect(await entries()).toEqual(saved);
});
