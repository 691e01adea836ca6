import type { RoleSlug } from "@pragati/domain/access";
import { eq, sql } from "drizzle-orm";
import { now } from "../../lib/clock";
import { DEMO_PASSWORD, hashPassword } from "../../lib/passwords";
import { loadCalendar } from "../../modules/calendar/calendar.repository";
import type { Executor } from "../client";
import {
  fiscalYears,
  notices,
  noticeTargets,
  officeBudgets,
  officeMembers,
  offices,
  roles,
  setupItems,
  users,
} from "../schema";

/** Where an office sits: province, district, local level (ids of the reference data) and ward. */
type Place = { province: number; district: number; localLevel: number; ward: number; address: string };

const KATHMANDU = (ward: number, address: string): Place => ({
  province: 3,
  district: 27,
  localLevel: 307,
  ward,
  address,
});
const LALITPUR = (ward: number, address: string): Place => ({
  province: 3,
  district: 29,
  localLevel: 331,
  ward,
  address,
});
const POKHARA = (ward: number, address: string): Place => ({
  province: 4,
  district: 38,
  localLevel: 414,
  ward,
  address,
});

type Person = { name: string; phone: string; email: string; appointed: string };

type OfficeSeed = {
  key: string;
  parent?: string;
  name: string;
  name_np: string;
  code: string;
  place?: Place;
  phone?: string;
  /** Office head: name, position, contacts and appointment date. */
  head?: Person & { position: string };
  secretary?: Person;
  planning?: Person;
};

/** A slice of the central government: the Prime Minister's office, six ministries, their departments and offices. */
export const DEMO_OFFICES: readonly OfficeSeed[] = [
  {
    key: "opmcm",
    name: "Office of the Prime Minister and Council of Ministers",
    name_np: "प्रधानमन्त्री तथा मन्त्रिपरिषद्को कार्यालय",
    code: "301",
    place: KATHMANDU(11, "Singha Durbar"),
    phone: "014211000",
    head: {
      name: "डा. कृष्णहरि पुष्कर",
      position: "मुख्य सचिव",
      phone: "9851000101",
      email: "chief.secretary@opmcm.example.gov.np",
      appointed: "2081-02-15",
    },
    secretary: {
      name: "राजेन्द्र प्रसाद खनाल",
      phone: "9851000102",
      email: "secretary@opmcm.example.gov.np",
      appointed: "2080-09-01",
    },
    planning: {
      name: "सुनिता श्रेष्ठ",
      phone: "9841000103",
      email: "monitoring@opmcm.example.gov.np",
      appointed: "2081-04-10",
    },
  },
  {
    key: "mof",
    parent: "opmcm",
    name: "Ministry of Finance",
    name_np: "अर्थ मन्त्रालय",
    code: "305",
    place: KATHMANDU(11, "Singha Durbar"),
    phone: "014211400",
    head: {
      name: "घनश्याम उपाध्याय",
      position: "सचिव",
      phone: "9851000201",
      email: "secretary@mof.example.gov.np",
      appointed: "2081-06-20",
    },
    secretary: {
      name: "रामकृष्ण सुवेदी",
      phone: "9851000202",
      email: "revenue.secretary@mof.example.gov.np",
      appointed: "2080-11-05",
    },
    planning: {
      name: "विष्णु प्रसाद न्यौपाने",
      phone: "9841000203",
      email: "planning@mof.example.gov.np",
      appointed: "2081-05-01",
    },
  },
  {
    key: "customs",
    parent: "mof",
    name: "Department of Customs",
    name_np: "भन्सार विभाग",
    code: "305-01",
    place: KATHMANDU(31, "Tripureshwor"),
    phone: "014259793",
    head: {
      name: "महेश भट्टराई",
      position: "महानिर्देशक",
      phone: "9851000301",
      email: "dg@customs.example.gov.np",
      appointed: "2081-01-12",
    },
    planning: {
      name: "दीपक ढकाल",
      phone: "9841000302",
      email: "planning@customs.example.gov.np",
      appointed: "2081-03-18",
    },
  },
  {
    key: "customs-birgunj",
    parent: "customs",
    name: "Birgunj Customs Office",
    name_np: "वीरगञ्ज भन्सार कार्यालय",
    code: "305-01-01",
    place: { province: 2, district: 15, localLevel: 138, ward: 9, address: "Birgunj" },
    phone: "051522111",
    head: {
      name: "सञ्जय मण्डल",
      position: "प्रमुख भन्सार अधिकृत",
      phone: "9855000311",
      email: "chief@birgunjcustoms.example.gov.np",
      appointed: "2081-07-02",
    },
  },
  {
    key: "ird",
    parent: "mof",
    name: "Inland Revenue Department",
    name_np: "आन्तरिक राजस्व विभाग",
    code: "305-02",
    place: KATHMANDU(2, "Lazimpat"),
    phone: "014415802",
    head: {
      name: "ओमकार अर्याल",
      position: "महानिर्देशक",
      phone: "9851000401",
      email: "dg@ird.example.gov.np",
      appointed: "2080-12-22",
    },
    planning: {
      name: "कल्पना थापा",
      phone: "9841000402",
      email: "planning@ird.example.gov.np",
      appointed: "2081-02-01",
    },
  },
  {
    key: "iro-ktm",
    parent: "ird",
    name: "Inland Revenue Office, Kathmandu",
    name_np: "आन्तरिक राजस्व कार्यालय, काठमाडौं",
    code: "305-02-01",
    place: KATHMANDU(30, "Babarmahal"),
    phone: "014256050",
    head: {
      name: "नारायण पोखरेल",
      position: "प्रमुख कर अधिकृत",
      phone: "9851000411",
      email: "chief@iroktm.example.gov.np",
      appointed: "2081-08-14",
    },
  },
  {
    key: "iro-pokhara",
    parent: "ird",
    name: "Inland Revenue Office, Pokhara",
    name_np: "आन्तरिक राजस्व कार्यालय, पोखरा",
    code: "305-02-02",
    place: POKHARA(8, "Nayabazar"),
    phone: "061520100",
    head: {
      name: "हरिशरण गुरुङ",
      position: "प्रमुख कर अधिकृत",
      phone: "9856000421",
      email: "chief@iropokhara.example.gov.np",
      appointed: "2081-04-25",
    },
  },
  {
    key: "fcgo",
    parent: "mof",
    name: "Financial Comptroller General Office",
    name_np: "महालेखा नियन्त्रक कार्यालय",
    code: "305-03",
    place: KATHMANDU(1, "Anamnagar"),
    phone: "014217000",
    head: {
      name: "डा. रमेश कुमार पौडेल",
      position: "महालेखा नियन्त्रक",
      phone: "9851000501",
      email: "fcg@fcgo.example.gov.np",
      appointed: "2080-10-09",
    },
  },
  {
    key: "tco-ktm",
    parent: "fcgo",
    name: "Treasury and Accounts Controller Office, Kathmandu",
    name_np: "कोष तथा लेखा नियन्त्रक कार्यालय, काठमाडौं",
    code: "305-03-01",
    place: KATHMANDU(31, "Tripureshwor"),
    phone: "014250111",
  },
  {
    key: "mopit",
    parent: "opmcm",
    name: "Ministry of Physical Infrastructure and Transport",
    name_np: "भौतिक पूर्वाधार तथा यातायात मन्त्रालय",
    code: "336",
    place: KATHMANDU(11, "Singha Durbar"),
    phone: "014211782",
    head: {
      name: "केशवकुमार शर्मा",
      position: "सचिव",
      phone: "9851000601",
      email: "secretary@mopit.example.gov.np",
      appointed: "2081-03-05",
    },
    secretary: {
      name: "सीता शर्मा",
      phone: "9800000002",
      email: "sachib@example.gov.np",
      appointed: "2081-03-05",
    },
    planning: {
      name: "प्रकाश राई",
      phone: "9841000603",
      email: "planning@mopit.example.gov.np",
      appointed: "2081-06-11",
    },
  },
  {
    key: "dor",
    parent: "mopit",
    name: "Department of Roads",
    name_np: "सडक विभाग",
    code: "336-01",
    place: KATHMANDU(11, "Babarmahal"),
    phone: "014262693",
    head: {
      name: "सुशीलबाबु ढकाल",
      position: "महानिर्देशक",
      phone: "9851000701",
      email: "dg@dor.example.gov.np",
      appointed: "2081-05-19",
    },
    planning: {
      name: "राम थापा",
      phone: "9800000003",
      email: "office@example.gov.np",
      appointed: "2081-06-01",
    },
  },
  {
    key: "dro-ktm",
    parent: "dor",
    name: "Division Road Office, Kathmandu",
    name_np: "डिभिजन सडक कार्यालय, काठमाडौं",
    code: "336-01-01",
    place: LALITPUR(3, "Pulchowk"),
    phone: "015521542",
    head: {
      name: "हरि कार्की",
      position: "डिभिजन प्रमुख",
      phone: "9800000004",
      email: "project@example.gov.np",
      appointed: "2081-02-28",
    },
  },
  {
    key: "dro-pokhara",
    parent: "dor",
    name: "Division Road Office, Pokhara",
    name_np: "डिभिजन सडक कार्यालय, पोखरा",
    code: "336-01-02",
    place: POKHARA(10, "Amarsingh Chowk"),
    phone: "061460155",
    head: {
      name: "भीमबहादुर क्षेत्री",
      position: "डिभिजन प्रमुख",
      phone: "9856000712",
      email: "chief@dropokhara.example.gov.np",
      appointed: "2081-09-03",
    },
  },
  {
    key: "dotm",
    parent: "mopit",
    name: "Department of Transport Management",
    name_np: "यातायात व्यवस्था विभाग",
    code: "336-02",
    place: KATHMANDU(1, "Minbhawan"),
    phone: "014474921",
    head: {
      name: "उमेश कुमार ढुंगाना",
      position: "महानिर्देशक",
      phone: "9851000801",
      email: "dg@dotm.example.gov.np",
      appointed: "2080-08-16",
    },
  },
  {
    key: "tmo-ekantakuna",
    parent: "dotm",
    name: "Transport Management Office, Ekantakuna",
    name_np: "यातायात व्यवस्था कार्यालय, एकान्तकुना",
    code: "336-02-01",
    place: LALITPUR(4, "Ekantakuna"),
    phone: "015590120",
  },
  {
    key: "dorw",
    parent: "mopit",
    name: "Department of Railways",
    name_np: "रेल विभाग",
    code: "336-03",
    place: LALITPUR(8, "Jawalakhel"),
    phone: "015541444",
  },
  {
    key: "mohp",
    parent: "opmcm",
    name: "Ministry of Health and Population",
    name_np: "स्वास्थ्य तथा जनसंख्या मन्त्रालय",
    code: "370",
    place: KATHMANDU(31, "Ramshahpath"),
    phone: "014262543",
    head: {
      name: "डा. विकास देवकोटा",
      position: "सचिव",
      phone: "9851000901",
      email: "secretary@mohp.example.gov.np",
      appointed: "2081-01-30",
    },
    planning: {
      name: "गीता भण्डारी",
      phone: "9841000903",
      email: "planning@mohp.example.gov.np",
      appointed: "2081-02-20",
    },
  },
  {
    key: "dohs",
    parent: "mohp",
    name: "Department of Health Services",
    name_np: "स्वास्थ्य सेवा विभाग",
    code: "370-01",
    place: KATHMANDU(12, "Teku"),
    phone: "014261436",
    head: {
      name: "डा. संगीता कौशल मिश्र",
      position: "महानिर्देशक",
      phone: "9851001001",
      email: "dg@dohs.example.gov.np",
      appointed: "2081-04-02",
    },
  },
  {
    key: "fwd",
    parent: "dohs",
    name: "Family Welfare Division",
    name_np: "परिवार कल्याण महाशाखा",
    code: "370-01-01",
    place: KATHMANDU(12, "Teku"),
    phone: "014261712",
  },
  {
    key: "ho-kaski",
    parent: "dohs",
    name: "Health Office, Kaski",
    name_np: "स्वास्थ्य कार्यालय, कास्की",
    code: "370-01-02",
    place: POKHARA(10, "Ramghat"),
    phone: "061520216",
    head: {
      name: "कमला पराजुली",
      position: "कार्यालय प्रमुख",
      phone: "9856001021",
      email: "chief@hokaski.example.gov.np",
      appointed: "2081-10-07",
    },
  },
  {
    key: "dda",
    parent: "mohp",
    name: "Department of Drug Administration",
    name_np: "औषधि व्यवस्था विभाग",
    code: "370-02",
    place: KATHMANDU(10, "Bijulibazar"),
    phone: "014780227",
  },
  {
    key: "moest",
    parent: "opmcm",
    name: "Ministry of Education, Science and Technology",
    name_np: "शिक्षा, विज्ञान तथा प्रविधि मन्त्रालय",
    code: "350",
    place: KATHMANDU(11, "Singha Durbar"),
    phone: "014200353",
    head: {
      name: "डा. दीपक शर्मा",
      position: "सचिव",
      phone: "9851001101",
      email: "secretary@moest.example.gov.np",
      appointed: "2080-12-01",
    },
  },
  {
    key: "cehrd",
    parent: "moest",
    name: "Center for Education and Human Resource Development",
    name_np: "शिक्षा तथा मानव स्रोत विकास केन्द्र",
    code: "350-01",
    place: { province: 3, district: 23, localLevel: 277, ward: 2, address: "Sanothimi" },
    phone: "016631075",
    head: {
      name: "टंकनाथ शर्मा",
      position: "महानिर्देशक",
      phone: "9851001201",
      email: "dg@cehrd.example.gov.np",
      appointed: "2081-05-08",
    },
  },
  {
    key: "cdc",
    parent: "moest",
    name: "Curriculum Development Centre",
    name_np: "पाठ्यक्रम विकास केन्द्र",
    code: "350-02",
    place: { province: 3, district: 23, localLevel: 277, ward: 2, address: "Sanothimi" },
    phone: "016630588",
  },
  {
    key: "moald",
    parent: "opmcm",
    name: "Ministry of Agriculture and Livestock Development",
    name_np: "कृषि तथा पशुपन्छी विकास मन्त्रालय",
    code: "312",
    place: KATHMANDU(11, "Singha Durbar"),
    phone: "014211905",
    head: {
      name: "डा. गोविन्द प्रसाद शर्मा",
      position: "सचिव",
      phone: "9851001301",
      email: "secretary@moald.example.gov.np",
      appointed: "2081-03-22",
    },
  },
  {
    key: "doa",
    parent: "moald",
    name: "Department of Agriculture",
    name_np: "कृषि विभाग",
    code: "312-01",
    place: LALITPUR(10, "Harihar Bhawan"),
    phone: "015521323",
    head: {
      name: "राजेन्द्र मिश्र",
      position: "महानिर्देशक",
      phone: "9851001401",
      email: "dg@doa.example.gov.np",
      appointed: "2081-07-15",
    },
  },
  {
    key: "akc-ktm",
    parent: "doa",
    name: "Agriculture Knowledge Centre, Kathmandu",
    name_np: "कृषि ज्ञान केन्द्र, काठमाडौं",
    code: "312-01-01",
    place: KATHMANDU(14, "Kalimati"),
  },
  {
    key: "moha",
    parent: "opmcm",
    name: "Ministry of Home Affairs",
    name_np: "गृह मन्त्रालय",
    code: "314",
    place: KATHMANDU(11, "Singha Durbar"),
    phone: "014211211",
    head: {
      name: "गोकर्णमणि दुवाडी",
      position: "सचिव",
      phone: "9851001501",
      email: "secretary@moha.example.gov.np",
      appointed: "2081-02-09",
    },
  },
  {
    key: "dao-ktm",
    parent: "moha",
    name: "District Administration Office, Kathmandu",
    name_np: "जिल्ला प्रशासन कार्यालय, काठमाडौं",
    code: "314-01",
    place: KATHMANDU(28, "Babarmahal"),
    phone: "014257011",
    head: {
      name: "ऋषिराम तिवारी",
      position: "प्रमुख जिल्ला अधिकारी",
      phone: "9851001601",
      email: "cdo@daoktm.example.gov.np",
      appointed: "2081-08-01",
    },
  },
];

/**
 * Office categories and member types the demo offices use. The setup-list seed runs later and must
 * skip these names (the setup lists are unique by name).
 */
export const DEMO_OFFICE_CATEGORIES = [
  { key: "central", name: "Central body", name_np: "केन्द्रीय निकाय" },
  { key: "ministry", name: "Ministry", name_np: "मन्त्रालय" },
  { key: "department", name: "Department", name_np: "विभाग" },
  { key: "office", name: "Office", name_np: "कार्यालय" },
] as const;

export const DEMO_MEMBER_TYPES = [
  { key: "focal", name: "Focal person", name_np: "सम्पर्क व्यक्ति" },
  { key: "planning", name: "Planning section", name_np: "योजना शाखा" },
  { key: "monitoring", name: "Monitoring committee", name_np: "अनुगमन समिति" },
] as const;

/** The category of a demo office follows its depth: central body, ministry, department, office. */
const categoryOfLevel = (level: number) =>
  (["central", "ministry", "department"] as const)[level] ?? ("office" as const);

/** Budgets of the current fiscal year (thousand rupees): current, capital, financial. */
const DEMO_BUDGETS: Record<string, [number, number, number]> = {
  mof: [18_450_000, 2_150_000, 95_000_000],
  mopit: [3_200_000, 145_800_000, 12_500_000],
  dor: [2_750_000, 98_600_000, 0],
  "dro-ktm": [185_000, 4_820_000, 0],
  mohp: [42_300_000, 6_900_000, 0],
  dohs: [28_750_000, 3_450_000, 0],
  moest: [176_500_000, 11_200_000, 0],
};

const DEMO_MEMBERS: readonly {
  office: string;
  type: (typeof DEMO_MEMBER_TYPES)[number]["key"];
  name: string;
  position: string;
  mobile: string;
  email: string;
  from: string;
}[] = [
  {
    office: "dor",
    type: "focal",
    name: "अनिता खड्का",
    position: "इन्जिनियर",
    mobile: "9841002001",
    email: "anita.khadka@dor.example.gov.np",
    from: "2081-04-01",
  },
  {
    office: "dor",
    type: "planning",
    name: "सुरेश यादव",
    position: "वरिष्ठ डिभिजनल इन्जिनियर",
    mobile: "9841002002",
    email: "suresh.yadav@dor.example.gov.np",
    from: "2080-04-01",
  },
  {
    office: "mopit",
    type: "monitoring",
    name: "मीना लामा",
    position: "उपसचिव",
    mobile: "9841002003",
    email: "meena.lama@mopit.example.gov.np",
    from: "2081-06-15",
  },
  {
    office: "mohp",
    type: "focal",
    name: "बिनोद श्रेष्ठ",
    position: "शाखा अधिकृत",
    mobile: "9841002004",
    email: "binod.shrestha@mohp.example.gov.np",
    from: "2081-05-01",
  },
];

type UserSeed = {
  username: string;
  name: string;
  role: RoleSlug;
  office: string;
  email: string;
  mobile: string;
};

/** One account per role (README lists them); `sachib` and `office` share the MoPIT subtree. */
export const DEMO_USERS: readonly UserSeed[] = [
  {
    username: "admin",
    name: "System Administrator",
    role: "admin",
    office: "opmcm",
    email: "admin@example.gov.np",
    mobile: "9800000001",
  },
  {
    username: "sachib",
    name: "Sita Sharma",
    role: "sachib",
    office: "mopit",
    email: "sachib@example.gov.np",
    mobile: "9800000002",
  },
  {
    username: "office",
    name: "Ram Thapa",
    role: "nikaya",
    office: "dor",
    email: "office@example.gov.np",
    mobile: "9800000003",
  },
  {
    username: "project",
    name: "Hari Karki",
    role: "ayojana-pramukh",
    office: "dro-ktm",
    email: "project@example.gov.np",
    mobile: "9800000004",
  },
  {
    username: "monitor",
    name: "Gita Adhikari",
    role: "anugaman_karta",
    office: "opmcm",
    email: "monitor@example.gov.np",
    mobile: "9800000005",
  },
  {
    username: "monitor-admin",
    name: "Bishnu Poudel",
    role: "anugaman-admin",
    office: "opmcm",
    email: "monitor-admin@example.gov.np",
    mobile: "9800000006",
  },
  {
    username: "reviewer",
    name: "Kamala Rai",
    role: "reviewer",
    office: "opmcm",
    email: "reviewer@example.gov.np",
    mobile: "9800000007",
  },
];

export const DEMO_USERNAMES = DEMO_USERS.map((u) => u.username);

/** Inserts setup-list entries (skipping names already there) and returns their ids by key. */
const insertSetupItems = async (
  executor: Executor,
  listKey: string,
  items: readonly { key: string; name: string; name_np: string }[],
): Promise<Map<string, number>> => {
  await executor
    .insert(setupItems)
    .values(items.map((item, i) => ({ listKey, name: item.name, nameNp: item.name_np, sortOrder: i + 1 })))
    .onConflictDoNothing();
  const rows = await executor
    .select({ id: setupItems.id, name: setupItems.name })
    .from(setupItems)
    .where(eq(setupItems.listKey, listKey));
  const byName = new Map(rows.map((row) => [row.name, row.id]));
  return new Map(
    items.flatMap((item) => (byName.has(item.name) ? [[item.key, byName.get(item.name)!]] : [])),
  );
};

/** Seeds the demo offices, accounts and notices once, on a database that has no users yet. */
export const seedDemo = async (executor: Executor): Promise<boolean> => {
  const [{ n }] = await executor.select({ n: sql<number>`count(*)::int` }).from(users);
  if (n > 0) return false;
  const categoryIds = await insertSetupItems(executor, "nikaya-category", DEMO_OFFICE_CATEGORIES);
  const memberTypeIds = await insertSetupItems(executor, "nikaya-member-type", DEMO_MEMBER_TYPES);
  const ids = new Map<string, { id: number; path: string; level: number }>();
  for (const office of DEMO_OFFICES) {
    const parent = office.parent ? ids.get(office.parent) : undefined;
    const level = parent ? parent.level + 1 : 0;
    const [row] = await executor
      .insert(offices)
      .values({
        parentId: parent?.id ?? null,
        name: office.name,
        nameNp: office.name_np,
        code: office.code,
        ministryCode: office.code.split("-")[0],
        level,
        categoryId: categoryIds.get(categoryOfLevel(level)),
        provinceId: office.place?.province,
        districtId: office.place?.district,
        localLevelId: office.place?.localLevel,
        ward: office.place?.ward,
        address: office.place?.address,
        phone: office.phone,
        headName: office.head?.name,
        headPosition: office.head?.position,
        officeHeadPhone: office.head?.phone,
        officeHeadEmail: office.head?.email,
        officeHeadAppointedAt: office.head?.appointed,
        secretaryName: office.secretary?.name,
        secretaryPhone: office.secretary?.phone,
        secretaryEmail: office.secretary?.email,
        secretaryAppointedAt: office.secretary?.appointed,
        planningHeadName: office.planning?.name,
        planningHeadPhone: office.planning?.phone,
        planningHeadEmail: office.planning?.email,
        planningHeadAppointedAt: office.planning?.appointed,
      })
      .returning({ id: offices.id });
    const path = `${parent?.path ?? "/"}${row.id}/`;
    await executor.update(offices).set({ path }).where(eq(offices.id, row.id));
    ids.set(office.key, { id: row.id, path, level });
  }
  const calendar = await loadCalendar(executor);
  const [fiscalYear] = await executor
    .select({ id: fiscalYears.id })
    .from(fiscalYears)
    .where(eq(fiscalYears.startYear, calendar.currentFiscalYear(now())));
  if (fiscalYear)
    await executor.insert(officeBudgets).values(
      Object.entries(DEMO_BUDGETS).map(([key, [current, capital, financial]]) => ({
        nikayaId: ids.get(key)!.id,
        fiscalYearId: fiscalYear.id,
        current: String(current),
        capital: String(capital),
        financial: String(financial),
        total: String(current + capital + financial),
      })),
    );
  await executor.insert(officeMembers).values(
    DEMO_MEMBERS.map((m) => ({
      nikayaId: ids.get(m.office)!.id,
      memberTypeId: memberTypeIds.get(m.type),
      name: m.name,
      position: m.position,
      mobile: m.mobile,
      email: m.email,
      fromDate: m.from,
    })),
  );
  const roleIds = new Map(
    (await executor.select({ id: roles.id, slug: roles.slug }).from(roles)).map((r) => [r.slug, r.id]),
  );
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await executor.insert(users).values(
    DEMO_USERS.map((u) => ({
      username: u.username,
      name: u.name,
      email: u.email,
      mobile: u.mobile,
      passwordHash,
      roleId: roleIds.get(u.role)!,
      nikayaId: ids.get(u.office)!.id,
    })),
  );
  await executor.insert(notices).values({
    title: "Monthly progress for Kartik is due by 7 Mangsir",
    description:
      "All offices are requested to enter the progress of their milestones for Kartik by 7 Mangsir. / सबै निकायले कात्तिक महिनाको प्रगति मंसिर ७ गतेभित्र प्रविष्ट गर्नुहुन अनुरोध छ।",
    isPublic: true,
  });
  const [roads] = await executor
    .insert(notices)
    .values({
      title: "सडक विभागका लागि: वार्षिक कार्ययोजना समीक्षा बैठक",
      description:
        "वार्षिक कार्ययोजनाको समीक्षा बैठक आउँदो सोमबार बस्ने भएकाले सम्बन्धित शाखा प्रमुखहरूको उपस्थिति अनिवार्य छ।",
    })
    .returning({ id: notices.id });
  await executor.insert(noticeTargets).values({ noticeId: roads.id, nikayaId: ids.get("dor")!.id });
  return true;
};
