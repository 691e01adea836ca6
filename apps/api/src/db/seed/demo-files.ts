import { asc, eq, like } from "drizzle-orm";
import type { IncomingFile } from "../../lib/attachments";
import { loadExcelJs } from "../../lib/exceljs";
import { insertRecordFiles, withStoredFiles } from "../../lib/record-files";
import type { FileStorage } from "../../lib/storage";
import { CONTRACT_FILES_OWNER } from "../../modules/contracts/contract-files.service";
import { PROJECT_FILES_OWNER } from "../../modules/projects/project-files.service";
import type { Db } from "../client";
import { projects, users } from "../schema";
import { contracts } from "../schema/contracts";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** How many demo projects and contracts get files: enough to see them on the screens, quick to seed. */
const WITH_FILES = 8;

/** A small workbook of a record's figures, as an office would attach its cost estimate or bill. */
const workbook = async (title: string, rows: readonly [string, number][]): Promise<Buffer> => {
  const ExcelJS = await loadExcelJs();
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("विवरण");
  sheet.addRow([title]);
  sheet.addRow(["शीर्षक", "रकम (रु. हजारमा)"]);
  for (const row of rows) sheet.addRow([...row]);
  sheet.addRow(["जम्मा", rows.reduce((sum, [, amount]) => sum + amount, 0)]);
  sheet.getColumn(1).width = 40;
  sheet.getColumn(2).width = 18;
  return Buffer.from(await book.xlsx.writeBuffer());
};

const file = (filename: string, buffer: Buffer): IncomingFile => ({ filename, mime: XLSX, buffer });

/**
 * Files of the first demo projects (a cost estimate) and contracts (a bill of quantities), stored
 * through the app's own file storage and the same write path as an upload. Runs once, after the demo
 * rows are seeded and the storage exists (the app's), so it stands outside the seed's transaction.
 */
export const seedDemoFiles = async (db: Db, storage: FileStorage): Promise<void> => {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, "admin"));
  if (!admin) return;
  const demoProjects = await db
    .select({ id: projects.id, name: projects.name, cost: projects.initialCost })
    .from(projects)
    .where(like(projects.code, "DEMO-%"))
    .orderBy(asc(projects.id))
    .limit(WITH_FILES);
  for (const project of demoProjects) {
    const cost = Number(project.cost);
    const buffer = await workbook(`${project.name}: लागत अनुमान`, [
      ["निर्माण कार्य", Math.round(cost * 0.7)],
      ["जग्गा प्राप्ति तथा मुआब्जा", Math.round(cost * 0.2)],
      ["परामर्श सेवा", Math.round(cost * 0.1)],
    ]);
    await withStoredFiles(db, storage, async (tx, store) =>
      insertRecordFiles(
        tx,
        PROJECT_FILES_OWNER.files,
        project.id,
        await store([file("लागत-अनुमान.xlsx", buffer)]),
        admin.id,
      ),
    );
  }
  const demoContracts = await db
    .select({ id: contracts.id, title: contracts.title, estimate: contracts.estimatedAmount })
    .from(contracts)
    .orderBy(asc(contracts.id))
    .limit(WITH_FILES);
  for (const contract of demoContracts) {
    const estimate = Number(contract.estimate);
    const buffer = await workbook(`${contract.title}: परिमाण सूची`, [
      ["माटो कटान तथा भराइ", Math.round(estimate * 0.35)],
      ["कंक्रिट तथा संरचना", Math.round(estimate * 0.45)],
      ["विविध कार्य", Math.round(estimate * 0.2)],
    ]);
    await withStoredFiles(db, storage, async (tx, store) =>
      insertRecordFiles(
        tx,
        CONTRACT_FILES_OWNER.files,
        contract.id,
        await store([file("परिमाण-सूची.xlsx", buffer)]),
        admin.id,
      ),
    );
  }
};
