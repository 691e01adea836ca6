import { expect, test } from "@playwright/test";
import { apiLogin } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { localDigits, tr } from "../../fixtures/i18n";
import { PlanData } from "../../fixtures/plan-data";
import { ReportScreen } from "../../pages/report-screen";

const REPORT = "thekka-akkikrit-pragarti";
const LIST = "thekka-akkikrit-pragarti/contracts";

/**
 * A fresh office P with a section C (no other journey touches them): C procures three contracts of its
 * project, two awarded in Shrawan (one varied) and one still planned; P none. Read for P's subtree as of
 * Shrawan: C 3 contracts, 2 awarded, total 3.
 */
test("consolidated contract progress: a count drills into as many contracts; Excel and print (Nepali)", async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, "admin");
  const data = new PlanData(request, admin.token);
  const { current } = await data.fiscalYears();
  const startYear = Number(current.start_from.slice(0, 4));
  const parent = await data.office("Contract office", "ठेक्का कार्यालय");
  const child = await data.office("Contract section", "ठेक्का शाखा", parent.id);
  type Option = { id: number; parent_id: number | null };
  const top = async (list: string) =>
    (await data.get<Option[]>(`/api/${list}/options`)).filter((o) => o.parent_id === null)[0].id;
  const project = await data.post<{ id: number }>("/api/ayojana/store", {
    fiscal_year_id: current.id,
    name: `ठेक्का आयोजना ${data.stamp}`,
    type_id: await top("ayojana-type"),
    sector_id: await top("ayojana-sector"),
    nikaya_id: child.id,
    initial_cost: 900,
  });
  const shrawan = (day: number) => `${startYear}-04-${String(day).padStart(2, "0")}`;
  const contract = async (number: string, awarded: boolean) => {
    const created = await data.post<{ id: number }>("/api/thekka/store", {
      project_id: project.id,
      nikaya_id: child.id,
      fiscal_year_id: current.id,
      number: `${number}/${data.stamp}`,
      title: `प्याकेज ${number}`,
      category: "works",
      method: "open_national",
      estimated_amount: 120,
      ...(awarded ? { contract_amount: 110, contractor: "हिमाल निर्माण" } : {}),
      planned: { invitation: shrawan(2), opening: shrawan(8), award: shrawan(15) },
    });
    if (!awarded) return created.id;
    await data.post(`/api/thekka/${created.id}/move`, {
      action: "tender",
      dates: { invitation: shrawan(2) },
    });
    await data.post(`/api/thekka/${created.id}/move`, { action: "evaluate", dates: { opening: shrawan(8) } });
    await data.post(`/api/thekka/${created.id}/move`, { action: "award", dates: { award: shrawan(14) } });
    return created.id;
  };
  const varied = await contract("CV-1", true);
  await data.post(`/api/thekka/${varied}/variations`, {
    varied_on: shrawan(20),
    new_amount: 130,
    reason: "थप काम",
  });
  await contract("CV-2", true);
  await contract("CV-3", false);

  await loginAs(page, "admin", "np");
  const screen = new ReportScreen(page, "np");
  await screen.openScreen(REPORT);
  await expect(screen.heading(REPORT)).toBeVisible();
  await screen.chooseMonth("साउन");
  await screen.chooseOffice(parent.name_np);
  await expect(page).toHaveURL(new RegExp(`nikaya_id=${parent.id}`));

  const section = screen.row(child.name_np);
  await expect(screen.count(section, "contracts")).toHaveText(localDigits("np", 3));
  const awarded = await screen.countOf(section, "contracts_awarded");
  expect(awarded).toBe(2);
  await expect(screen.count(section, "contracts_varied")).toHaveText(localDigits("np", 1));
  await expect(screen.count(screen.totals, "contracts")).toHaveText(localDigits("np", 3));

  // Excel: the same office and counts, downloaded as a file.
  const sheet = await screen.export();
  expect(sheet[0][0]).toBe(tr("np", `reports:titles.${REPORT}`));
  expect(sheet.at(-1)?.[1]).toBe(3);

  // The awarded count opens as many contracts, each shown awarded.
  await screen.count(section, "contracts_awarded").click();
  await expect(page).toHaveURL(/\/thekka-akkikrit-pragarti\/contracts\?/);
  await expect(screen.heading(LIST)).toBeVisible();
  expect(await screen.listTotal()).toBe(awarded);
  await expect(screen.listRows(LIST)).toHaveCount(awarded);
  await expect(screen.listRows(LIST).first()).toContainText(tr("np", "reports:contractStages.awarded"));

  // Print: every row of the list fetched for paper.
  await screen.printAll();
  await expect(screen.printTable.locator("tbody tr")).toHaveCount(awarded);
  await expect(screen.printTable).toContainText("प्याकेज CV-1");
});
