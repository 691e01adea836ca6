import type { SetupExtraValues, SetupListKey } from "@pragati/domain/setup";
import { eq } from "drizzle-orm";
import type { Executor } from "../client";
import { setupItems } from "../schema";

type Entry = { name: string; name_np: string; code?: string; extra?: SetupExtraValues; subs?: Entry[] };

const e = (name: string, name_np: string, subs?: Entry[]): Entry => ({ name, name_np, subs });
const days = (name: string, name_np: string, n: number): Entry => ({
  name,
  name_np,
  extra: { duration_unit: "days", duration: n },
});
const months = (name: string, name_np: string, n: number): Entry => ({
  name,
  name_np,
  extra: { duration_unit: "months", duration: n },
});

/** Demo entries of every setup list, in the order they are shown. */
const DEMO_SETUP_LISTS: Record<SetupListKey, Entry[]> = {
  "nikaya-category": [
    e("Ministry", "मन्त्रालय"),
    e("Department", "विभाग"),
    e("Office", "कार्यालय"),
    e("Commission", "आयोग"),
    e("Centre", "केन्द्र"),
    e("Board or authority", "बोर्ड वा प्राधिकरण"),
  ],
  units: [
    e("Number", "संख्या"),
    e("Kilometre", "किलोमिटर"),
    e("Percent", "प्रतिशत"),
    e("Pieces", "वटा"),
    e("Persons", "जना"),
    e("Metre", "मिटर"),
    e("Hectare", "हेक्टर"),
    e("Households", "घरधुरी"),
    e("Times", "पटक"),
    e("Metric tonne", "मेट्रिक टन"),
    e("Rupees (lakh)", "रुपैयाँ (लाखमा)"),
  ],
  "budget-head": [
    { name: "Current expenditure", name_np: "चालु खर्च", code: "1" },
    { name: "Capital expenditure", name_np: "पुँजीगत खर्च", code: "2" },
    { name: "Financing", name_np: "वित्तीय व्यवस्था", code: "3" },
  ],
  nitikaryakram: [
    e("Policy", "नीति"),
    e("Program", "कार्यक्रम"),
    e("Government policy and programs", "सरकारको नीति तथा कार्यक्रम"),
    e("Budget speech", "बजेट वक्तव्य"),
    e("Periodic plan", "आवधिक योजना"),
  ],
  subjectareatype: [
    e("Economic", "आर्थिक"),
    e("Social", "सामाजिक"),
    e("Infrastructure", "पूर्वाधार"),
    e("Good governance", "सुशासन"),
    e("Environment", "वातावरण"),
    e("Agriculture", "कृषि"),
  ],
  "paragati-samasyas-types": [
    e("Budget", "बजेट", [
      e("Insufficient budget", "बजेट अपुग"),
      e("Late budget release", "बजेट निकासामा ढिलाइ"),
      e("Budget transfer", "बजेट रकमान्तर"),
    ]),
    e("Procurement", "खरिद प्रक्रिया", [
      e("Delay in bidding", "बोलपत्र प्रक्रियामा ढिलाइ"),
      e("Contractor delay", "ठेकेदारको ढिलाइ"),
      e("Re-tendering", "पुनः बोलपत्र"),
    ]),
    e("Human resources", "मानव संसाधन", [
      e("Staff shortage", "कर्मचारी अभाव"),
      e("Staff transfer", "कर्मचारी सरुवा"),
      e("Lack of skilled staff", "दक्ष जनशक्तिको अभाव"),
    ]),
    e("Land acquisition", "जग्गा प्राप्ति", [
      e("Compensation dispute", "मुआब्जा विवाद"),
      e("Delay in identifying land", "जग्गा पहिचानमा ढिलाइ"),
    ]),
    e("Other", "अन्य", [e("Natural disaster", "प्राकृतिक प्रकोप"), e("Local obstruction", "स्थानीय अवरोध")]),
  ],
  "ayojana-samasya-types": [
    e("Technical", "प्राविधिक", [
      e("Design change", "डिजाइन परिवर्तन"),
      e("Shortage of construction materials", "निर्माण सामग्री अभाव"),
    ]),
    e("Financial", "आर्थिक", [e("Delayed payments", "भुक्तानीमा ढिलाइ"), e("Cost overrun", "लागत वृद्धि")]),
    e("Managerial", "व्यवस्थापकीय", [
      e("Lack of coordination", "समन्वयको कमी"),
      e("Contract management", "ठेक्का व्यवस्थापन"),
    ]),
    e("Environmental and social", "वातावरणीय तथा सामाजिक", [
      e("Forest clearance", "वन क्षेत्र स्वीकृति"),
      e("Local disputes", "स्थानीय विवाद"),
    ]),
  ],
  "ayojana-type": [
    e("National pride project", "राष्ट्रिय गौरवको आयोजना"),
    e("Transformative project", "रूपान्तरणकारी आयोजना"),
    e("Strategic project", "रणनीतिक महत्त्वको आयोजना"),
    e("Regular project", "नियमित आयोजना"),
  ],
  "meeting-type": [
    e("Cabinet meeting", "मन्त्रिपरिषद् बैठक"),
    e("Development problem-solving committee", "विकास समस्या समाधान समिति"),
    e("Monthly review meeting", "मासिक समीक्षा बैठक"),
    e("Four-monthly review meeting", "चौमासिक समीक्षा बैठक"),
    e("Annual review meeting", "वार्षिक समीक्षा बैठक"),
  ],
  "reporting-duration": [
    days("Weekly", "साप्ताहिक", 7),
    days("Fortnightly", "पाक्षिक", 15),
    months("Monthly", "मासिक", 1),
    months("Quarterly", "त्रैमासिक", 3),
    months("Four-monthly", "चौमासिक", 4),
    months("Half-yearly", "अर्धवार्षिक", 6),
    months("Yearly", "वार्षिक", 12),
  ],
  "presidency-type": [
    e("Prime Minister", "प्रधानमन्त्री"),
    e("Minister", "मन्त्री"),
    e("Chief Secretary", "मुख्य सचिव"),
    e("Secretary", "सचिव"),
    e("Director General", "महानिर्देशक"),
  ],
  "nikaya-member-type": [
    e("Office head", "कार्यालय प्रमुख"),
    e("Secretary", "सचिव"),
    e("Planning and monitoring head", "योजना तथा अनुगमन प्रमुख"),
    e("Information officer", "सूचना अधिकारी"),
    e("Account head", "लेखा प्रमुख"),
  ],
  "milestone-types": [
    e("Procurement", "खरिद", [e("Bid invitation", "बोलपत्र आह्वान"), e("Contract agreement", "सम्झौता")]),
    e("Construction", "निर्माण", [
      e("Construction start", "निर्माण सुरु"),
      e("Construction complete", "निर्माण सम्पन्न"),
    ]),
    e("Policy and law", "नीति तथा कानून", [e("Drafting", "मस्यौदा तयारी"), e("Approval", "स्वीकृति")]),
    e("Capacity building", "क्षमता विकास", [e("Training", "तालिम"), e("Workshop", "गोष्ठी")]),
  ],
  "ayojana-sector": [
    e("Transport", "यातायात", [
      e("Roads", "सडक"),
      e("Bridges", "पुल"),
      e("Airports", "विमानस्थल"),
      e("Railways", "रेलमार्ग"),
    ]),
    e("Energy", "ऊर्जा", [
      e("Hydropower", "जलविद्युत"),
      e("Transmission lines", "प्रसारण लाइन"),
      e("Alternative energy", "वैकल्पिक ऊर्जा"),
    ]),
    e("Irrigation", "सिँचाइ", [
      e("Surface irrigation", "सतह सिँचाइ"),
      e("Groundwater irrigation", "भूमिगत सिँचाइ"),
    ]),
    e("Education", "शिक्षा", [e("School buildings", "विद्यालय भवन"), e("Higher education", "उच्च शिक्षा")]),
    e("Health", "स्वास्थ्य", [e("Hospitals", "अस्पताल"), e("Health posts", "स्वास्थ्य चौकी")]),
    e("Water supply and sanitation", "खानेपानी तथा सरसफाइ", [
      e("Drinking water", "खानेपानी"),
      e("Sewerage", "ढल व्यवस्थापन"),
    ]),
  ],
};

type Existing = { id: number; parentId: number | null; name: string; nameNp: string };

/**
 * Fills every setup list with demo entries (demo mode, after the demo offices). Entries whose name
 * already exists at the same level of the list (e.g. categories the office seed added) are kept,
 * and their sub types are added under them.
 */
export const seedSetupLists = async (executor: Executor): Promise<void> => {
  for (const [list, entries] of Object.entries(DEMO_SETUP_LISTS) as [SetupListKey, Entry[]][]) {
    const existing: Existing[] = await executor
      .select({
        id: setupItems.id,
        parentId: setupItems.parentId,
        name: setupItems.name,
        nameNp: setupItems.nameNp,
      })
      .from(setupItems)
      .where(eq(setupItems.listKey, list));
    const place = async (entry: Entry, parentId: number | null, sortOrder: number): Promise<number> => {
      const found = existing.find(
        (row) =>
          row.parentId === parentId &&
          (row.name.toLowerCase() === entry.name.toLowerCase() || row.nameNp === entry.name_np),
      );
      if (found) return found.id;
      const [row] = await executor
        .insert(setupItems)
        .values({
          listKey: list,
          parentId,
          code: entry.code ?? null,
          name: entry.name,
          nameNp: entry.name_np,
          sortOrder,
          extra: entry.extra ?? {},
        })
        .returning({ id: setupItems.id });
      return row.id;
    };
    for (const [index, entry] of entries.entries()) {
      const id = await place(entry, null, (index + 1) * 10);
      for (const [subIndex, sub] of (entry.subs ?? []).entries()) await place(sub, id, (subIndex + 1) * 10);
    }
  }
};
