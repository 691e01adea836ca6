import { eq, inArray } from "drizzle-orm";
import { buildSetupBlock } from "../../modules/calendar/calendar.service";
import type { Executor } from "../client";
import {
  fiscalYears,
  offices,
  projectCostRevisions,
  projectHeads,
  projectOffices,
  projects,
  projectTimeExtensions,
  setupItems,
  users,
} from "../schema";
import { DEMO_OFFICES } from "./demo";

/** A kind of demo project: its name (with a place), sector and sub-sector (English names) and office key. */
type Kind = { name: string; sector: string; sub: string; office: string; helper?: string };

const KINDS: readonly Kind[] = [
  {
    name: "{place} सडक स्तरोन्नति आयोजना",
    sector: "Transport",
    sub: "Roads",
    office: "dro-ktm",
    helper: "dor",
  },
  { name: "{place} पुल निर्माण आयोजना", sector: "Transport", sub: "Bridges", office: "dro-pokhara" },
  {
    name: "{place} राजमार्ग विस्तार आयोजना",
    sector: "Transport",
    sub: "Roads",
    office: "dor",
    helper: "dro-ktm",
  },
  { name: "{place} रेलमार्ग अध्ययन आयोजना", sector: "Transport", sub: "Railways", office: "dorw" },
  { name: "{place} अस्पताल भवन निर्माण आयोजना", sector: "Health", sub: "Hospitals", office: "ho-kaski" },
  { name: "{place} स्वास्थ्य चौकी निर्माण आयोजना", sector: "Health", sub: "Health posts", office: "dohs" },
  {
    name: "{place} विद्यालय भवन निर्माण आयोजना",
    sector: "Education",
    sub: "School buildings",
    office: "cehrd",
  },
  { name: "{place} सिँचाइ आयोजना", sector: "Irrigation", sub: "Surface irrigation", office: "doa" },
  {
    name: "{place} खानेपानी आयोजना",
    sector: "Water supply and sanitation",
    sub: "Drinking water",
    office: "mohp",
  },
  { name: "{place} प्रसारण लाइन आयोजना", sector: "Energy", sub: "Transmission lines", office: "mopit" },
];
const PLACES = ["काठमाडौं", "पोखरा", "बुटवल", "धनगढी"] as const;
const PRIORITIES = ["P1", "P2", "P3", null] as const;
const STATUSES = ["implementation", "implementation", "implementation", "preparation", "completed"] as const;
const REVISION_REASONS = ["डिजाइन परिवर्तन", "मूल्य वृद्धि", "जग्गा प्राप्तिमा थप लागत"] as const;
const EXTENSION_REASONS = ["जग्गा प्राप्तिमा ढिलाइ", "वन क्षेत्र स्वीकृतिमा ढिलाइ", "ठेक्का व्यवस्थापनमा समस्या"] as const;

/**
 * About 40 demo projects of the current fiscal year across the demo ministries (ten kinds in four
 * places): every third has cost revisions, every fourth a time extension, so the lists show revised
 * figures beside the originals. Runs once, after the demo offices and setup lists.
 */
export const seedDemoProjects = async (executor: Executor): Promise<void> => {
  const setup = await buildSetupBlock(executor);
  const fiscalYearId = setup.current_fiscal_year_id_by_current_date;
  if (!fiscalYearId) return;
  const [year] = await executor
    .select({ startYear: fiscalYears.startYear })
    .from(fiscalYears)
    .where(eq(fiscalYears.id, fiscalYearId));
  const codeOf = new Map(DEMO_OFFICES.map((o) => [o.key, o.code]));
  const officeRows = await executor
    .select({ id: offices.id, code: offices.code })
    .from(offices)
    .where(inArray(offices.code, [...codeOf.values()]));
  const officeId = (key: string) => {
    const id = officeRows.find((row) => row.code === codeOf.get(key))?.id;
    if (id === undefined) throw new Error(`demo projects: office ${key} is not seeded`);
    return id;
  };
  const items = await executor
    .select({
      id: setupItems.id,
      listKey: setupItems.listKey,
      parentId: setupItems.parentId,
      name: setupItems.name,
    })
    .from(setupItems)
    .where(inArray(setupItems.listKey, ["ayojana-type", "ayojana-sector"]));
  const types = items.filter((i) => i.listKey === "ayojana-type" && i.parentId === null);
  const item = (name: string, parentId: number | null) => {
    const found = items.find(
      (i) => i.listKey === "ayojana-sector" && i.name === name && i.parentId === parentId,
    );
    if (!found) throw new Error(`demo projects: sector ${name} is not seeded`);
    return found.id;
  };
  if (types.length === 0) throw new Error("demo projects: no project types");

  const roadProjects: number[] = [];
  let n = 0;
  for (const place of PLACES)
    for (const kind of KINDS) {
      const i = n++;
      const sectorId = item(kind.sector, null);
      const start = year.startYear - (i % 3);
      const initial = 800 + ((i * 1375) % 24000);
      const [row] = await executor
        .insert(projects)
        .values({
          fiscalYearId,
          name: kind.name.replace("{place}", place),
          code: `DEMO-${String(i + 1).padStart(3, "0")}`,
          typeId: types[i % types.length].id,
          sectorId,
          subSectorId: item(kind.sub, sectorId),
          priority: PRIORITIES[i % PRIORITIES.length],
          status: STATUSES[i % STATUSES.length],
          budgetSubHeads: [`3370${String(100 + i).padStart(4, "0")}`],
          area: i % 10 === 9 ? "national" : "office",
          nikayaId: officeId(kind.office),
          createdByNikayaId: officeId(kind.office),
          startDate: `${start}-04-01`,
          expectedEndDate: `${start + 3}-03-15`,
          initialCost: initial.toFixed(2),
          totalExpenditure: (initial * (0.1 + (i % 7) / 10)).toFixed(2),
        })
        .returning({ id: projects.id });
      if (kind.sub === "Roads") roadProjects.push(row.id);
      await executor.insert(projectOffices).values(
        [kind.office, ...(kind.helper ? [kind.helper] : [])].map((key) => ({
          projectId: row.id,
          nikayaId: officeId(key),
        })),
      );
      if (i % 3 === 0)
        await executor.insert(projectCostRevisions).values(
          [1.12, 1.3].slice(0, 1 + (i % 2)).map((factor, step) => ({
            projectId: row.id,
            // Dated before today (last year's Bhadra, this year's Bhadra), so they count as of now.
            revisedOn: `${year.startYear - 1 + step}-05-01`,
            amount: (initial * factor).toFixed(2),
            reason: REVISION_REASONS[(i + step) % REVISION_REASONS.length],
          })),
        );
      if (i % 4 === 0)
        await executor.insert(projectTimeExtensions).values({
          projectId: row.id,
          extendedOn: `${year.startYear - 1}-10-01`,
          newEndDate: `${start + 4}-03-15`,
          reason: EXTENSION_REASONS[i % EXTENSION_REASONS.length],
        });
    }
  await postDemoHead(executor, roadProjects, year.startYear);
};

/**
 * The demo project head (`project`, Division Road Office, Kathmandu) heads the eight road projects
 * from the start of the fiscal year, so their screens show projects after `npm start`; the first road
 * project also keeps an earlier, ended posting of the transport department's head as its history.
 */
const postDemoHead = async (executor: Executor, projectIds: readonly number[], startYear: number) => {
  const heads = await executor
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ["project", "dotm.project"]));
  const head = heads.find((u) => u.username === "project");
  const former = heads.find((u) => u.username === "dotm.project");
  if (!head || projectIds.length === 0) return;
  await executor.insert(projectHeads).values([
    ...projectIds.map((projectId) => ({ projectId, userId: head.id, postedOn: `${startYear}-04-01` })),
    ...(former
      ? [
          {
            projectId: projectIds[0],
            userId: former.id,
            postedOn: `${startYear - 1}-04-01`,
            terminatedOn: `${startYear}-03-30`,
          },
        ]
      : []),
  ]);
};
