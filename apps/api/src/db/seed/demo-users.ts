import type { RoleSlug } from "@pragati/domain/access";
import { inArray } from "drizzle-orm";
import { DEMO_PASSWORD, hashPassword } from "../../lib/passwords";
import type { Executor } from "../client";
import { offices, roles, users } from "../schema";
import { DEMO_OFFICES } from "./demo";

type DemoUser = {
  username: string;
  name: string;
  role: RoleSlug;
  /** Key of an office in DEMO_OFFICES. */
  office: string;
  mobile: string;
  status?: boolean;
};

/**
 * Staff of several offices, beside the seven accounts of the README: a secretary and staff in the
 * Ministry of Finance subtree, a division road office's staff, and more in health, education and
 * transport, one of them disabled.
 */
export const DEMO_OFFICE_USERS: readonly DemoUser[] = [
  { username: "mof.sachib", name: "कृष्णप्रसाद भट्टराई", role: "sachib", office: "mof", mobile: "9841000101" },
  { username: "mof.office", name: "Sunita Gurung", role: "nikaya", office: "mof", mobile: "9841000102" },
  { username: "customs.office", name: "सुरेश श्रेष्ठ", role: "nikaya", office: "customs", mobile: "9851000103" },
  { username: "ird.office", name: "Anita Maharjan", role: "nikaya", office: "ird", mobile: "9861000104" },
  { username: "iro.ktm", name: "दीपक खड्का", role: "nikaya", office: "iro-ktm", mobile: "9741000105" },
  { username: "mohp.sachib", name: "Sarita Koirala", role: "sachib", office: "mohp", mobile: "9801000106" },
  { username: "dohs.office", name: "राजेश यादव", role: "nikaya", office: "dohs", mobile: "9761000107" },
  { username: "moest.office", name: "Pooja Tamang", role: "nikaya", office: "moest", mobile: "9611000108" },
  { username: "cehrd.office", name: "मनोज ढकाल", role: "nikaya", office: "cehrd", mobile: "9821000109" },
  // Staff of a division below the Department of Roads, so the README's accounts show the whole monthly
  // approval chain: this office submits, `office` (the department) approves, then `sachib` (the ministry).
  {
    username: "dro.office",
    name: "सन्तोष बस्नेत",
    role: "nikaya",
    office: "dro-ktm",
    mobile: "9841000112",
  },
  {
    username: "dotm.project",
    name: "Bikash Shahi",
    role: "ayojana-pramukh",
    office: "dotm",
    mobile: "9811000110",
  },
  {
    username: "dor.former",
    name: "Former Staff",
    role: "nikaya",
    office: "dor",
    mobile: "9841000111",
    status: false,
  },
];

export const DEMO_OFFICE_USERNAMES = DEMO_OFFICE_USERS.map((u) => u.username);

/** Runs after the demo offices exist; looks them up by their code. */
export const seedDemoUsers = async (executor: Executor): Promise<void> => {
  const codeOf = new Map(DEMO_OFFICES.map((o) => [o.key, o.code]));
  const officeRows = await executor
    .select({ id: offices.id, code: offices.code })
    .from(offices)
    .where(inArray(offices.code, [...codeOf.values()]));
  const officeId = new Map(officeRows.map((o) => [o.code, o.id]));
  const roleId = new Map(
    (await executor.select({ id: roles.id, slug: roles.slug }).from(roles)).map((r) => [r.slug, r.id]),
  );
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await executor
    .insert(users)
    .values(
      DEMO_OFFICE_USERS.map((u) => {
        const nikayaId = officeId.get(codeOf.get(u.office) ?? "");
        const role = roleId.get(u.role);
        if (nikayaId === undefined || role === undefined)
          throw new Error(`demo user ${u.username}: office ${u.office} or role ${u.role} is not seeded`);
        return {
          username: u.username,
          name: u.name,
          email: `${u.username}@example.gov.np`,
          mobile: u.mobile,
          passwordHash,
          roleId: role,
          nikayaId,
          status: u.status ?? true,
        };
      }),
    )
    .onConflictDoNothing();
};
