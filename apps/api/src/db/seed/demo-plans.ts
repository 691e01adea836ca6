import {
  canComplete,
  type ProgressEntry,
  type ProgressStatus,
  reasonsRequired,
  type Schedule,
} from "@pragati/domain/progress";
import { and, eq, inArray, sql } from "drizzle-orm";
import { loadCalendar } from "../../modules/calendar/calendar.repository";
import { buildSetupBlock } from "../../modules/calendar/calendar.service";
import { monthStatusRows } from "../../modules/progress/milestone-status.service";
import { type Executor, queryRows } from "../client";
import { activities, budgetHeads, fiscalYears, milestones, offices, policies, setupItems } from "../schema";
import { DEMO_OFFICES } from "./demo";

// --- what the plans say ----------------------------------------------------------------------------

/** Units by their English name in the setup list; these hold tenths, the others whole numbers. */
const DECIMAL_UNITS = new Set(["Kilometre", "Hectare", "Metric tonne", "Rupees (lakh)"]);

/** Milestone sub types (setup list milestone-types) with their main type; the sub type's name is the kriya. */
const SUBTYPES = {
  bid: ["Procurement", "Bid invitation", "बोलपत्र आह्वान"],
  contract: ["Procurement", "Contract agreement", "सम्झौता"],
  start: ["Construction", "Construction start", "निर्माण सुरु"],
  complete: ["Construction", "Construction complete", "निर्माण सम्पन्न"],
  drafting: ["Policy and law", "Drafting", "मस्यौदा तयारी"],
  approval: ["Policy and law", "Approval", "स्वीकृति"],
  training: ["Capacity building", "Training", "तालिम"],
  workshop: ["Capacity building", "Workshop", "गोष्ठी"],
} as const;

/** Title, unit, annual target (at ministry scale) and sub type of a milestone. */
type MilestoneText = [string, string, number, keyof typeof SUBTYPES];
type ActivityText = { title: string; milestones: [MilestoneText, MilestoneText] };
type PolicyText = {
  name: string;
  /** Setup list nitikaryakram, by English name. */
  kind: string;
  head: string;
  capital: boolean;
  activities: [ActivityText, ActivityText];
};

const a = (title: string, first: MilestoneText, second: MilestoneText): ActivityText => ({
  title,
  milestones: [first, second],
});

/** Three policies or programs per ministry (by ministry code); each office takes two of them. */
const THEMES: Record<string, PolicyText[]> = {
  "301": [
    {
      name: "सरकारको नीति तथा कार्यक्रम कार्यान्वयन अनुगमन",
      kind: "Government policy and programs",
      head: "नीति तथा कार्यक्रम अनुगमन",
      capital: false,
      activities: [
        a(
          "मन्त्रालयगत प्रगति समीक्षा",
          ["मासिक प्रगति समीक्षा बैठक", "Times", 12, "workshop"],
          ["चौमासिक प्रगति प्रतिवेदन तयारी", "Percent", 100, "drafting"],
        ),
        a(
          "राष्ट्रिय गौरवका आयोजनाको अनुगमन",
          ["आयोजना स्थलगत अनुगमन", "Times", 40, "start"],
          ["अनुगमन प्रतिवेदन प्रकाशन", "Percent", 100, "approval"],
        ),
      ],
    },
    {
      name: "सुशासन प्रवर्द्धन नीति",
      kind: "Policy",
      head: "सुशासन प्रवर्द्धन",
      capital: false,
      activities: [
        a(
          "सार्वजनिक सेवा प्रवाह सुधार",
          ["सेवा प्रवाह मापदण्ड स्वीकृति", "Percent", 100, "approval"],
          ["नागरिक बडापत्र कार्यान्वयन अनुगमन", "Number", 200, "start"],
        ),
        a(
          "सदाचार तथा भ्रष्टाचार नियन्त्रण",
          ["सदाचार कार्ययोजना मस्यौदा", "Percent", 100, "drafting"],
          ["कर्मचारी सचेतना तालिम", "Persons", 1500, "training"],
        ),
      ],
    },
    {
      name: "डिजिटल नेपाल कार्यक्रम",
      kind: "Budget speech",
      head: "सूचना प्रविधि पूर्वाधार",
      capital: true,
      activities: [
        a(
          "सरकारी एकीकृत डाटा केन्द्र",
          ["डाटा केन्द्र उपकरण खरिद", "Percent", 100, "bid"],
          ["सरकारी सेवा क्लाउडमा स्थानान्तरण", "Number", 120, "complete"],
        ),
        a(
          "नागरिक एप सेवा विस्तार",
          ["नागरिक एपमा नयाँ सेवा थप", "Number", 50, "complete"],
          ["डिजिटल साक्षरता तालिम", "Persons", 10000, "training"],
        ),
      ],
    },
  ],
  "305": [
    {
      name: "राजस्व प्रशासन सुधार कार्यक्रम",
      kind: "Program",
      head: "राजस्व प्रशासन",
      capital: false,
      activities: [
        a(
          "करदाता सेवा विस्तार",
          ["नयाँ करदाता दर्ता", "Number", 15000, "start"],
          ["करदाता सचेतना कार्यक्रम", "Times", 24, "workshop"],
        ),
        a(
          "कर परीक्षण तथा बक्यौता असुली",
          ["कर परीक्षण फाइल फर्छ्यौट", "Number", 1800, "complete"],
          ["बक्यौता कर असुली", "Rupees (lakh)", 25000, "complete"],
        ),
      ],
    },
    {
      name: "भन्सार तथा व्यापार सहजीकरण नीति",
      kind: "Policy",
      head: "भन्सार आधुनिकीकरण",
      capital: true,
      activities: [
        a(
          "भन्सार स्वचालन प्रणाली",
          ["एकीकृत भन्सार प्रणाली जडान", "Percent", 100, "contract"],
          ["भन्सार कर्मचारी तालिम", "Persons", 400, "training"],
        ),
        a(
          "नाका पूर्वाधार सुधार",
          ["कन्टेनर स्क्यानर खरिद", "Pieces", 4, "bid"],
          ["गोदाम भवन निर्माण", "Percent", 100, "start"],
        ),
      ],
    },
    {
      name: "सार्वजनिक वित्त व्यवस्थापन सुधार",
      kind: "Budget speech",
      head: "सार्वजनिक वित्त व्यवस्थापन",
      capital: false,
      activities: [
        a(
          "कोष तथा लेखा प्रणाली विस्तार",
          ["एकल खाता कोष प्रणाली विस्तार", "Number", 300, "start"],
          ["बेरुजु फर्छ्यौट", "Rupees (lakh)", 12000, "complete"],
        ),
        a(
          "वित्तीय अनुशासन प्रवर्द्धन",
          ["आन्तरिक लेखापरीक्षण", "Number", 250, "complete"],
          ["सार्वजनिक खर्च मापदण्ड मस्यौदा", "Percent", 100, "drafting"],
        ),
      ],
    },
  ],
  "336": [
    {
      name: "सडक सञ्जाल विस्तार तथा स्तरोन्नति कार्यक्रम",
      kind: "Program",
      head: "सडक निर्माण तथा स्तरोन्नति",
      capital: true,
      activities: [
        a(
          "राष्ट्रिय राजमार्ग कालोपत्रे",
          ["कालोपत्रे सडक निर्माण", "Kilometre", 40, "start"],
          ["सडक नाली तथा संरचना निर्माण", "Metre", 1200, "complete"],
        ),
        a(
          "पक्की पुल निर्माण",
          ["पुल निर्माण बोलपत्र तथा सम्झौता", "Percent", 100, "contract"],
          ["पुल निर्माण सम्पन्न", "Pieces", 6, "complete"],
        ),
      ],
    },
    {
      name: "सडक सुरक्षा तथा मर्मत सम्भार नीति",
      kind: "Policy",
      head: "सडक मर्मत सम्भार",
      capital: false,
      activities: [
        a(
          "सडक आवधिक मर्मत",
          ["आवधिक मर्मत सम्पन्न", "Kilometre", 120, "complete"],
          ["आपत्कालीन मर्मत टोली परिचालन", "Times", 24, "start"],
        ),
        a(
          "सडक सुरक्षा सचेतना",
          ["सडक सुरक्षा तालिम", "Persons", 3000, "training"],
          ["दुर्घटना बहुल स्थान सुधार", "Number", 30, "complete"],
        ),
      ],
    },
    {
      name: "यातायात व्यवस्था सुधार तथा डिजिटल सेवा",
      kind: "Budget speech",
      head: "यातायात व्यवस्था",
      capital: false,
      activities: [
        a(
          "सवारी चालक अनुमतिपत्र सेवा डिजिटलीकरण",
          ["अनलाइन आवेदन प्रणाली विस्तार", "Percent", 100, "start"],
          ["स्मार्ट लाइसेन्स वितरण", "Number", 60000, "complete"],
        ),
        a(
          "सार्वजनिक यातायात सेवा सुधार",
          ["सवारी साधन प्रदूषण जाँच", "Number", 12000, "start"],
          ["यातायात व्यवस्था ऐन संशोधन मस्यौदा", "Percent", 100, "drafting"],
        ),
      ],
    },
  ],
  "370": [
    {
      name: "आधारभूत स्वास्थ्य सेवा विस्तार कार्यक्रम",
      kind: "Program",
      head: "आधारभूत स्वास्थ्य सेवा",
      capital: false,
      activities: [
        a(
          "राष्ट्रिय खोप कार्यक्रम",
          ["पूर्ण खोप प्राप्त बालबालिका", "Persons", 120000, "complete"],
          ["खोप केन्द्र सुदृढीकरण", "Number", 300, "start"],
        ),
        a(
          "सुरक्षित मातृत्व कार्यक्रम",
          ["संस्थागत प्रसूति सेवा", "Persons", 45000, "complete"],
          ["प्रसूति प्रतीक्षा गृह निर्माण", "Number", 12, "start"],
        ),
      ],
    },
    {
      name: "स्वास्थ्य पूर्वाधार निर्माण",
      kind: "Periodic plan",
      head: "स्वास्थ्य पूर्वाधार",
      capital: true,
      activities: [
        a(
          "अस्पताल भवन निर्माण",
          ["भवन निर्माण ठेक्का सम्झौता", "Percent", 100, "contract"],
          ["अस्पताल भवन निर्माण", "Percent", 100, "start"],
        ),
        a(
          "औषधि तथा उपकरण आपूर्ति",
          ["अत्यावश्यक औषधि खरिद", "Rupees (lakh)", 8500, "bid"],
          ["मेडिकल उपकरण जडान", "Number", 150, "complete"],
        ),
      ],
    },
    {
      name: "औषधि गुणस्तर तथा नियमन नीति",
      kind: "Policy",
      head: "औषधि नियमन",
      capital: false,
      activities: [
        a(
          "औषधि पसल तथा उद्योग अनुगमन",
          ["औषधि पसल निरीक्षण", "Number", 2400, "start"],
          ["औषधि नमूना परीक्षण", "Number", 1500, "complete"],
        ),
        a(
          "स्वास्थ्य जनशक्ति विकास",
          ["स्वास्थ्यकर्मी सीप तालिम", "Persons", 1200, "training"],
          ["जनस्वास्थ्य नियमावली मस्यौदा", "Percent", 100, "drafting"],
        ),
      ],
    },
  ],
  "350": [
    {
      name: "विद्यालय शिक्षा गुणस्तर सुधार कार्यक्रम",
      kind: "Program",
      head: "विद्यालय शिक्षा",
      capital: false,
      activities: [
        a(
          "शिक्षक पेसागत विकास",
          ["शिक्षक पेसागत विकास तालिम", "Persons", 6000, "training"],
          ["तालिम सामग्री विकास", "Number", 40, "drafting"],
        ),
        a(
          "पाठ्यपुस्तक तथा पाठ्यक्रम",
          ["पाठ्यपुस्तक वितरण", "Pieces", 250000, "complete"],
          ["माध्यमिक पाठ्यक्रम परिमार्जन", "Percent", 100, "drafting"],
        ),
      ],
    },
    {
      name: "शैक्षिक पूर्वाधार विकास",
      kind: "Budget speech",
      head: "शैक्षिक पूर्वाधार",
      capital: true,
      activities: [
        a(
          "विद्यालय भवन निर्माण",
          ["कक्षाकोठा निर्माण", "Number", 400, "start"],
          ["छात्रामैत्री शौचालय निर्माण", "Number", 250, "complete"],
        ),
        a(
          "विज्ञान प्रयोगशाला तथा सूचना प्रविधि",
          ["विज्ञान प्रयोगशाला स्थापना", "Number", 150, "complete"],
          ["कम्प्युटर कक्ष स्थापना", "Number", 200, "bid"],
        ),
      ],
    },
    {
      name: "प्राविधिक शिक्षा तथा छात्रवृत्ति नीति",
      kind: "Policy",
      head: "छात्रवृत्ति तथा प्राविधिक शिक्षा",
      capital: false,
      activities: [
        a(
          "छात्रवृत्ति वितरण",
          ["छात्रवृत्ति प्राप्त विद्यार्थी", "Persons", 30000, "complete"],
          ["छात्रवृत्ति निर्देशिका स्वीकृति", "Percent", 100, "approval"],
        ),
        a(
          "प्राविधिक धार विस्तार",
          ["प्राविधिक धार सञ्चालन", "Number", 60, "start"],
          ["प्रशिक्षक तालिम", "Persons", 500, "training"],
        ),
      ],
    },
  ],
  "312": [
    {
      name: "कृषि उत्पादन तथा उत्पादकत्व वृद्धि कार्यक्रम",
      kind: "Program",
      head: "कृषि उत्पादन",
      capital: false,
      activities: [
        a(
          "उन्नत बीउ तथा कृषक तालिम",
          ["उन्नत बीउ वितरण", "Metric tonne", 1200, "complete"],
          ["कृषक पाठशाला तालिम", "Persons", 8000, "training"],
        ),
        a(
          "माटो परीक्षण अभियान",
          ["माटो नमूना परीक्षण", "Number", 20000, "start"],
          ["माटो स्वास्थ्य कार्ड वितरण", "Households", 15000, "complete"],
        ),
      ],
    },
    {
      name: "सिँचाइ तथा कृषि यान्त्रिकीकरण",
      kind: "Budget speech",
      head: "सिँचाइ तथा यान्त्रिकीकरण",
      capital: true,
      activities: [
        a(
          "साना सिँचाइ आयोजना",
          ["साना सिँचाइ आयोजना निर्माण", "Hectare", 3500, "start"],
          ["सिँचाइ उपभोक्ता समिति गठन", "Number", 120, "complete"],
        ),
        a(
          "कृषि यान्त्रिकीकरण अनुदान",
          ["कृषि औजार अनुदान वितरण", "Number", 2500, "complete"],
          ["अनुदान कार्यविधि स्वीकृति", "Percent", 100, "approval"],
        ),
      ],
    },
    {
      name: "पशुपन्छी विकास नीति",
      kind: "Policy",
      head: "पशुपन्छी विकास",
      capital: false,
      activities: [
        a(
          "पशु स्वास्थ्य सेवा",
          ["पशु खोप", "Number", 500000, "complete"],
          ["पशु स्वास्थ्य शिविर", "Times", 60, "workshop"],
        ),
        a(
          "दुग्ध विकास",
          ["दुग्ध संकलन केन्द्र स्थापना", "Number", 40, "start"],
          ["पशुपालक तालिम", "Persons", 3000, "training"],
        ),
      ],
    },
  ],
  "314": [
    {
      name: "शान्ति सुरक्षा तथा सेवा प्रवाह कार्यक्रम",
      kind: "Program",
      head: "सेवा प्रवाह",
      capital: false,
      activities: [
        a(
          "नागरिकता तथा राहदानी सेवा",
          ["नागरिकता प्रमाणपत्र वितरण", "Number", 25000, "complete"],
          ["राहदानी सिफारिस", "Number", 40000, "complete"],
        ),
        a(
          "विपद् व्यवस्थापन",
          ["विपद् पूर्वतयारी योजना अद्यावधिक", "Percent", 100, "drafting"],
          ["खोज तथा उद्धार तालिम", "Persons", 900, "training"],
        ),
      ],
    },
    {
      name: "सुशासन तथा सार्वजनिक सेवा सुधार नीति",
      kind: "Policy",
      head: "सार्वजनिक सेवा सुधार",
      capital: false,
      activities: [
        a(
          "गुनासो व्यवस्थापन",
          ["हेलो सरकार गुनासो फर्छ्यौट", "Number", 6000, "complete"],
          ["सार्वजनिक सुनुवाइ", "Times", 12, "workshop"],
        ),
        a(
          "कार्यालय डिजिटलीकरण",
          ["विद्युतीय दर्ता चलानी प्रणाली", "Percent", 100, "start"],
          ["अभिलेख डिजिटलीकरण", "Number", 150000, "complete"],
        ),
      ],
    },
    {
      name: "प्रशासनिक भवन तथा सुरक्षा पूर्वाधार",
      kind: "Periodic plan",
      head: "प्रशासनिक पूर्वाधार",
      capital: true,
      activities: [
        a(
          "प्रशासनिक भवन निर्माण",
          ["भवन निर्माण ठेक्का", "Percent", 100, "contract"],
          ["प्रशासनिक भवन निर्माण", "Percent", 100, "start"],
        ),
        a(
          "सुरक्षा पूर्वाधार",
          ["सीसीटीभी क्यामेरा जडान", "Number", 300, "complete"],
          ["प्रहरी चौकी भवन निर्माण", "Number", 8, "start"],
        ),
      ],
    },
  ],
};

const EXPLANATIONS = {
  on_track: ["लक्ष्यअनुसार काम भइरहेको छ।", "मासिक लक्ष्य हासिल भएको।", ""],
  behind: ["लक्ष्यभन्दा कम प्रगति; कारण खुलाइएको छ।", "काम सुरु भए पनि गति सुस्त छ।", ""],
  not_started: ["कार्य सुरु हुन बाँकी।", "तयारी चरणमा छ।"],
  completed: ["कार्य सम्पन्न भई प्रतिवेदन पेस गरिएको।", "सम्पन्न; फरफारक बाँकी।"],
};

const COMMENTS = [
  "प्रगति सन्तोषजनक छ, निरन्तरता दिनुहोस्।",
  "बाँकी लक्ष्य पूरा गर्न कार्ययोजना बनाउनुहोस्।",
  "ढिलाइका कारण तुरुन्त सम्बोधन गर्नुहोस्।",
  "राम्रो प्रगति।",
  "अर्को महिना लक्ष्यअनुसार प्रगति हुनुपर्छ।",
];

// --- the deterministic generator -----------------------------------------------------------------

/** mulberry32: a small seeded PRNG, so every fresh start builds the same data. */
const seededRandom = (seed: number) => {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
  };
};
type Random = ReturnType<typeof seededRandom>;

/**
 * What a milestone shows as of the reporting month: not started, in progress in one of the five
 * percentage bands, completed, or in progress with no entry for the reporting month (the office's
 * pending-progress warning).
 */
const KINDS = ["not_started", "band1", "band2", "band3", "band4", "band5", "completed", "missing"] as const;
type Kind = (typeof KINDS)[number];

/** The share of the target due that a milestone of each band has achieved by the reporting month. */
const BAND_RATIO: Record<string, [number, number]> = {
  band1: [0.03, 0.17],
  band2: [0.23, 0.37],
  band3: [0.43, 0.57],
  band4: [0.63, 0.77],
  band5: [0.84, 1.02],
};

/** An entry in whole base units (tenths for decimal units): `total` is the running total reached. */
type DraftEntry = { month: number; status: ProgressStatus; total: number };
type Draft = { months: number[]; parts: number[]; entries: DraftEntry[] };

/** `total` in `k` positive whole parts (fewer months when the total is smaller than k). */
const split = (random: Random, total: number, k: number): number[] => {
  const n = Math.max(1, Math.min(k, total));
  const weights = Array.from({ length: n }, () => random.int(2, 4));
  const sum = weights.reduce((s, w) => s + w, 0);
  // One unit each, the rest by weight; rounding leftovers go to the last month.
  const parts = weights.map((w) => 1 + Math.floor(((total - n) * w) / sum));
  parts[n - 1] += total - parts.reduce((s, p) => s + p, 0);
  return parts;
};

/** The selected months from `first` to `last`: every month, or every second or third one. */
const monthsBetween = (random: Random, first: number, last: number): number[] => {
  const step = last - first <= 3 ? 1 : random.pick([1, 1, 2, 3]);
  const months: number[] = [];
  for (let m = first; m < last; m += step) months.push(m);
  return [...months, last];
};

/**
 * One milestone's schedule and entries for its kind, as of reporting month `r` (the last month that
 * may have progress). `total` is the annual target in base units.
 */
const draftMilestone = (random: Random, kind: Kind, total: number, r: number): Draft => {
  const schedule = (first: number, last: number) => {
    const months = monthsBetween(random, first, last);
    const parts = split(random, total, months.length);
    return { months: months.slice(0, parts.length - 1).concat(last), parts };
  };
  const due = (d: Pick<Draft, "months" | "parts">, month: number) =>
    d.parts.reduce((s, p, i) => s + (d.months[i] <= month ? p : 0), 0);
  /** Monthly entries from `from` to `to` reaching about `ratio` of the target due (never falling). */
  const progress = (d: Pick<Draft, "months" | "parts">, from: number, to: number, ratio: number) => {
    const entries: DraftEntry[] = [];
    let reached = 0;
    for (let m = from; m <= to; m++) {
      if (m > from && m < to && random.chance(0.12)) continue;
      const share = m === to ? ratio : ratio * (0.85 + 0.25 * random.next());
      reached = Math.max(reached, Math.min(total - 1, Math.round(share * due(d, m))));
      const started = reached > 0 || entries.some((e) => e.status === "in_progress") || m === to;
      entries.push({ month: m, status: started ? "in_progress" : "not_started", total: reached });
    }
    return entries;
  };
  const earlier = (month: number, most: number) => month - random.int(0, Math.min(month, most));
  switch (kind) {
    case "not_started": {
      if (r < 11 && random.chance(0.6)) {
        const first = Math.min(11, r + random.int(1, 3));
        return { ...schedule(first, Math.min(11, first + random.int(1, 5))), entries: [] };
      }
      // Due to start already, and reported as not started.
      const d = schedule(earlier(r, 2), Math.min(11, r + random.int(1, 4)));
      return { ...d, entries: [{ month: r, status: "not_started", total: 0 }] };
    }
    case "completed": {
      if (r >= 1 && r < 11 && random.chance(0.3)) {
        // Early: the annual target is reached before the end month.
        const first = earlier(r, 3);
        const d = schedule(first, random.int(r + 1, 11));
        const done = random.int(first, r);
        const entries = progress(d, first, done - 1, 0.9);
        return { ...d, entries: [...entries, { month: done, status: "completed", total }] };
      }
      const last = earlier(r, 2);
      const d = schedule(earlier(last, 3), last);
      const done = last < r && random.chance(0.3) ? last + 1 : last;
      const entries = progress(d, d.months[0], done - 1, 0.9);
      const reached = random.chance(0.2)
        ? Math.max(entries.at(-1)?.total ?? 0, Math.round(total * 0.9))
        : total;
      return { ...d, entries: [...entries, { month: done, status: "completed", total: reached }] };
    }
    case "missing": {
      if (r === 0) return { ...schedule(0, random.int(1, 11)), entries: [] };
      const d = schedule(earlier(r - 1, 3), random.int(r, 11));
      return { ...d, entries: progress(d, d.months[0], r - 1, 0.3 + 0.6 * random.next()) };
    }
    default: {
      const [low, high] = BAND_RATIO[kind];
      const d = schedule(earlier(r, 4), r < 11 ? random.int(r + 1, 11) : 11);
      return { ...d, entries: progress(d, d.months[0], r, low + (high - low) * random.next()) };
    }
  }
};

/** The kinds of an office's eight milestones: one of each, two of them swapped for random kinds. */
const officeKinds = (random: Random): Kind[] => {
  const kinds = [...KINDS];
  for (let i = kinds.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [kinds[i], kinds[j]] = [kinds[j], kinds[i]];
  }
  for (let swaps = 0; swaps < 2; swaps++) {
    const i = random.int(0, kinds.length - 1);
    if (kinds[i] !== "missing") kinds[i] = random.pick(KINDS);
  }
  return kinds;
};

/** Targets shrink down the tree: ministries plan the most, their offices a share of it. */
const scaled = (random: Random, target: number, unit: string, level: number): number => {
  if (unit === "Percent" || target < 100) return target;
  const factor = [1, 1, 0.7, 0.35][Math.min(level, 3)] * (0.8 + 0.4 * random.next());
  const value = target * factor;
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return Math.round(value / magnitude) * magnitude;
};

// --- the seed --------------------------------------------------------------------------------------

/**
 * Inserts rows given as one JSON array in a single INSERT … SELECT: thousands of rows cost one
 * statement and one parameter (several times faster on PGlite than as many bound parameters).
 * `columns` maps each column to its SQL type; the JSON keys are the column names.
 */
const insertJson = (executor: Executor, table: string, columns: Record<string, string>, rows: object[]) => {
  const names = sql.raw(Object.keys(columns).join(", "));
  const types = sql.raw(
    Object.entries(columns)
      .map(([name, type]) => `${name} ${type}`)
      .join(", "),
  );
  return executor.execute(
    sql`INSERT INTO ${sql.identifier(table)} (${names})
        SELECT ${names} FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(${types})`,
  );
};

/**
 * The demo action plan of every demo office for the current fiscal year (two policies, a budget head
 * each, two activities a head, two milestones an activity) and progress for the months up to the
 * reporting month, spread over every dashboard band and rating (docs/product-rules.md, "Demo plans and
 * progress"). Runs once, after the other demo data; the month status rows come from the same function
 * the progress module uses. Returns false when the demo offices already have a plan this year.
 */
export const seedDemoPlans = async (executor: Executor): Promise<boolean> => {
  const [setup, calendar] = await Promise.all([buildSetupBlock(executor), loadCalendar(executor)]);
  const fiscalYearId = setup.current_fiscal_year_id_by_current_date;
  if (!fiscalYearId) return false;
  const [year] = await executor
    .select({ startYear: fiscalYears.startYear, startBs: fiscalYears.startBs, endBs: fiscalYears.endBs })
    .from(fiscalYears)
    .where(eq(fiscalYears.id, fiscalYearId));
  const officeRows = await executor
    .select({ id: offices.id, code: offices.code, path: offices.path, level: offices.level })
    .from(offices)
    .where(
      inArray(
        offices.code,
        DEMO_OFFICES.map((o) => o.code),
      ),
    );
  if (officeRows.length === 0) return false;
  const [{ n }] = await executor
    .select({ n: sql<number>`count(*)::int` })
    .from(policies)
    .where(
      and(
        eq(policies.fiscalYearId, fiscalYearId),
        inArray(
          policies.nikayaId,
          officeRows.map((o) => o.id),
        ),
      ),
    );
  if (n > 0) return false;

  const today = setup.current_date;
  // Progress only for months that have begun; the last of them, at most the reporting month.
  let r = Math.min(11, setup.current_pragati_reporting_month);
  while (r > 0 && calendar.fiscalMonthRange(year.startYear, r).start > today) r--;
  if (calendar.fiscalMonthRange(year.startYear, r).start > today) return false;

  const items = await executor
    .select({
      id: setupItems.id,
      listKey: setupItems.listKey,
      parentId: setupItems.parentId,
      name: setupItems.name,
    })
    .from(setupItems)
    .where(
      inArray(setupItems.listKey, [
        "units",
        "nitikaryakram",
        "budget-head",
        "milestone-types",
        "paragati-samasyas-types",
      ]),
    );
  /** A setup entry by English name: a main entry, or a sub entry under `parentId`. */
  const setupId = (list: string, name: string, parentId: number | null = null) =>
    items.find((i) => i.listKey === list && i.name === name && i.parentId === parentId)?.id ?? null;
  const problemPairs = items
    .filter((i) => i.listKey === "paragati-samasyas-types" && i.parentId !== null)
    .map((i) => ({ mainTypeId: i.parentId!, subTypeId: i.id }));
  const people = await queryRows<{ id: number; nikaya_id: number | null; slug: string; path: string | null }>(
    executor,
    sql`SELECT u.id, u.nikaya_id, r.slug, o.path FROM users u JOIN roles r ON r.id = u.role_id
          LEFT JOIN offices o ON o.id = u.nikaya_id WHERE u.status ORDER BY u.id`,
  );
  const admin = people.find((p) => p.slug === "admin")?.id ?? null;
  /** Office staff enter progress; the secretary above the office (else admin) comments and rates. */
  const enteredBy = (officeId: number) =>
    people.find((p) => p.nikaya_id === officeId && p.slug !== "sachib")?.id ?? null;
  const reviewerOf = (path: string) =>
    people
      .filter((p) => p.slug === "sachib" && p.path && path.startsWith(p.path))
      .sort((x, y) => (y.path?.length ?? 0) - (x.path?.length ?? 0))[0]?.id ?? admin;

  const random = seededRandom(20830806);
  const byCode = new Map(officeRows.map((o) => [o.code, o]));
  type MilestonePlan = {
    office: (typeof officeRows)[number];
    code: string;
    schedule: Schedule;
    unitScale: number;
    entries: (ProgressEntry & {
      reasons: { mainTypeId: number; subTypeId: number }[];
      explanation: string;
      rating: number | null;
      comment: string | null;
    })[];
  };
  const policyRows: (typeof policies.$inferInsert)[] = [];
  const headRows: (typeof budgetHeads.$inferInsert & { policyPoint: string })[] = [];
  const activityRows: (typeof activities.$inferInsert & { policyPoint: string; headPoint: string })[] = [];
  const milestoneRows: (typeof milestones.$inferInsert & { activityPoint: string })[] = [];
  const plans: MilestonePlan[] = [];

  for (const [officeIndex, demo] of DEMO_OFFICES.entries()) {
    const office = byCode.get(demo.code);
    if (!office) continue;
    const theme = THEMES[demo.code.split("-")[0]] ?? THEMES["301"];
    const skip = officeIndex % theme.length;
    const chosen = theme.filter((_, i) => i !== skip);
    const kinds = officeKinds(random);
    const budgetFactor = [1, 1, 0.6, 0.25][Math.min(office.level, 3)];
    for (const [p, policy] of chosen.entries()) {
      const policyPoint = String(p + 1);
      const headPoint = `${policyPoint}.1`;
      const amount =
        Math.round(random.int(policy.capital ? 80 : 10, policy.capital ? 400 : 80) * budgetFactor) * 1e6;
      policyRows.push({
        fiscalYearId,
        nikayaId: office.id,
        pointNo: policyPoint,
        name: policy.name,
        startFrom: year.startBs,
        endAt: year.endBs,
        budget: String(amount),
        reportingTypeId: setupId("nitikaryakram", policy.kind),
        createdBy: admin,
      });
      headRows.push({
        fiscalYearId,
        nikayaId: office.id,
        policyId: 0,
        policyPoint,
        pointNo: headPoint,
        heading: policy.head,
        amount: String(amount),
        budgetCodeId: setupId("budget-head", policy.capital ? "Capital expenditure" : "Current expenditure"),
        createdBy: admin,
      });
      for (const [i, activity] of policy.activities.entries()) {
        const activityPoint = `${headPoint}.${i + 1}`;
        const targets = activity.milestones.map(([, unit, target]) =>
          scaled(random, target, unit, office.level),
        );
        const main = activity.milestones.findIndex(([, unit]) => unit !== "Percent");
        activityRows.push({
          fiscalYearId,
          nikayaId: office.id,
          policyId: 0,
          policyPoint,
          headPoint,
          pointNo: activityPoint,
          title: activity.title,
          annualTarget: String(main >= 0 ? targets[main] : 100),
          unitId: setupId("units", main >= 0 ? activity.milestones[main][1] : "Percent"),
          createdBy: admin,
        });
        for (const [j, [title, unit, , subtype]] of activity.milestones.entries()) {
          const code = `${activityPoint}.${j + 1}`;
          const unitScale = DECIMAL_UNITS.has(unit) ? 10 : 1;
          const draft = draftMilestone(random, kinds[p * 4 + i * 2 + j], targets[j] * unitScale, r);
          const cumulative = random.chance(0.4);
          let running = 0;
          const schedule: Schedule = {
            cumulative,
            annualTarget: targets[j],
            months: draft.months.map((month, k) => {
              running += draft.parts[k];
              return { month, target: (cumulative ? running : draft.parts[k]) / unitScale };
            }),
          };
          const [typeName, subtypeName, kriya] = SUBTYPES[subtype];
          const typeId = setupId("milestone-types", typeName);
          milestoneRows.push({
            fiscalYearId,
            nikayaId: office.id,
            activityId: 0,
            activityPoint,
            code,
            title,
            typeId,
            subtypeId: typeId === null ? null : setupId("milestone-types", subtypeName, typeId),
            baseline: "0",
            annualTarget: String(targets[j]),
            unitId: setupId("units", unit),
            kriya,
            cumulative,
            startMonth: draft.months[0],
            endMonth: draft.months.at(-1)!,
            createdBy: admin,
          });
          const entries: MilestonePlan["entries"] = [];
          let previous = 0;
          for (const e of draft.entries) {
            const achieved = (cumulative ? e.total : e.total - previous) / unitScale;
            previous = e.total;
            const entry = { month: e.month, status: e.status, achieved };
            const upTo = [...entries, entry];
            // The generator aims at valid data; these checks keep the rules of the progress API exact.
            if (entry.status === "completed" && !canComplete(schedule, upTo, entry.month))
              entry.status = "in_progress";
            const needsReasons = reasonsRequired(schedule, upTo, entry.month);
            const first = random.pick(problemPairs);
            const second = random.pick(problemPairs);
            const reasons = !needsReasons
              ? []
              : second.subTypeId !== first.subTypeId && setup.reason_limit >= 2 && random.chance(0.4)
                ? [first, second]
                : [first];
            const situation =
              entry.status === "completed"
                ? "completed"
                : entry.status === "not_started"
                  ? "not_started"
                  : needsReasons
                    ? "behind"
                    : "on_track";
            entries.push({
              ...entry,
              reasons,
              explanation: random.pick(EXPLANATIONS[situation]),
              rating: null,
              comment: null,
            });
          }
          plans.push({ office, code, schedule, unitScale, entries });
        }
      }
    }
  }

  // Ratings: the entry each milestone shows in the reporting month carries every rating 0..5 at
  // least twice, the rest at random or none; older entries are mostly reviewed, this month's less.
  const latest = plans.flatMap((plan) => (plan.entries.length > 0 ? [plan.entries.at(-1)!] : []));
  const order = latest.map((entry) => ({ entry, key: random.next() })).sort((x, y) => x.key - y.key);
  for (const [i, { entry }] of order.entries()) {
    entry.rating = i < 12 ? i % 6 : random.pick([null, null, null, 1, 2, 3, 3, 4, 4, 5]);
    entry.comment = random.chance(entry.month === r ? 0.4 : 0.8) ? random.pick(COMMENTS) : null;
  }
  for (const plan of plans)
    for (const entry of plan.entries.slice(0, -1)) {
      entry.rating = random.chance(0.85) ? random.pick([1, 2, 3, 3, 4, 4, 5]) : null;
      entry.comment = random.chance(0.85) ? random.pick(COMMENTS) : null;
    }

  const policyIds = new Map(
    (
      await executor
        .insert(policies)
        .values(policyRows)
        .returning({ id: policies.id, nikayaId: policies.nikayaId, pointNo: policies.pointNo })
    ).map((row) => [`${row.nikayaId}/${row.pointNo}`, row.id]),
  );
  const headIds = new Map(
    (
      await executor
        .insert(budgetHeads)
        .values(
          headRows.map(({ policyPoint, ...row }) => ({
            ...row,
            policyId: policyIds.get(`${row.nikayaId}/${policyPoint}`)!,
          })),
        )
        .returning({ id: budgetHeads.id, nikayaId: budgetHeads.nikayaId, pointNo: budgetHeads.pointNo })
    ).map((row) => [`${row.nikayaId}/${row.pointNo}`, row.id]),
  );
  const activityIds = new Map(
    (
      await executor
        .insert(activities)
        .values(
          activityRows.map(({ policyPoint, headPoint, ...row }) => ({
            ...row,
            policyId: policyIds.get(`${row.nikayaId}/${policyPoint}`)!,
            budgetHeadId: headIds.get(`${row.nikayaId}/${headPoint}`)!,
          })),
        )
        .returning({ id: activities.id, nikayaId: activities.nikayaId, pointNo: activities.pointNo })
    ).map((row) => [`${row.nikayaId}/${row.pointNo}`, row.id]),
  );
  const milestoneIds = new Map(
    (
      await executor
        .insert(milestones)
        .values(
          milestoneRows.map(({ activityPoint, ...row }) => ({
            ...row,
            activityId: activityIds.get(`${row.nikayaId}/${activityPoint}`)!,
          })),
        )
        .returning({ id: milestones.id, nikayaId: milestones.nikayaId, code: milestones.code })
    ).map((row) => [`${row.nikayaId}/${row.code}`, row.id]),
  );
  const idOf = (plan: MilestonePlan) => milestoneIds.get(`${plan.office.id}/${plan.code}`)!;

  await insertJson(
    executor,
    "milestone_targets",
    { milestone_id: "int", month: "smallint", target: "numeric" },
    plans.flatMap((plan) =>
      plan.schedule.months.map((m) => ({ milestone_id: idOf(plan), month: m.month, target: m.target })),
    ),
  );

  /** Entries for month m are made in the first week of the next month, or today for the current one. */
  const entryDate = (month: number) => {
    if (month >= 11) return today;
    const next = calendar.fiscalMonthRange(year.startYear, month + 1).start;
    const date = `${next.slice(0, 8)}0${random.int(1, 7)}`;
    return date < today ? date : today;
  };
  const reviewedAt = new Date().toISOString();
  await insertJson(
    executor,
    "progress_entries",
    {
      milestone_id: "int",
      fiscal_year_id: "int",
      nikaya_id: "int",
      month: "smallint",
      status: "text",
      achieved: "numeric",
      explanation: "text",
      entry_date: "text",
      comment: "text",
      commented_by: "int",
      commented_at: "timestamptz",
      rating: "smallint",
      rated_by: "int",
      rated_at: "timestamptz",
      created_by: "int",
      created_by_nikaya: "int",
    },
    plans.flatMap((plan) =>
      plan.entries.map((e) => {
        const reviewer = reviewerOf(plan.office.path);
        return {
          milestone_id: idOf(plan),
          fiscal_year_id: fiscalYearId,
          nikaya_id: plan.office.id,
          month: e.month,
          status: e.status,
          achieved: e.achieved,
          explanation: e.explanation,
          entry_date: entryDate(e.month),
          comment: e.comment,
          commented_by: e.comment === null ? null : reviewer,
          commented_at: e.comment === null ? null : reviewedAt,
          rating: e.rating,
          rated_by: e.rating === null ? null : reviewer,
          rated_at: e.rating === null ? null : reviewedAt,
          created_by: enteredBy(plan.office.id),
          created_by_nikaya: plan.office.id,
        };
      }),
    ),
  );
  const reasons = plans.flatMap((plan) =>
    plan.entries.flatMap((e) =>
      e.reasons.map((r) => ({
        milestone_id: idOf(plan),
        month: e.month,
        main: r.mainTypeId,
        sub: r.subTypeId,
      })),
    ),
  );
  await executor.execute(
    sql`INSERT INTO progress_reasons (entry_id, main_type_id, sub_type_id)
        SELECT e.id, r.main, r.sub
          FROM jsonb_to_recordset(${JSON.stringify(reasons)}::jsonb) AS r(milestone_id int, month smallint, main int, sub int)
          JOIN progress_entries e ON e.milestone_id = r.milestone_id AND e.month = r.month`,
  );
  // The rows carry the latest entry's month; its id and reasons come from the entries just inserted,
  // the milestone's own fields from the milestone.
  const statusRows = plans.flatMap((plan) =>
    monthStatusRows(
      plan.schedule,
      plan.entries.map((e) => ({ ...e, commented: e.comment !== null })),
    ).map((row) => ({
      milestone_id: idOf(plan),
      month: row.month,
      fiscal_year_id: fiscalYearId,
      nikaya_id: plan.office.id,
      status: row.status,
      band: row.band,
      percent: row.percent.toFixed(2),
      rating: row.rating,
      entered: row.entered,
      entry_month: row.entryMonth,
      achieved: row.achieved.toFixed(4),
      completed_since: row.completedSince,
      commented: row.commented,
    })),
  );
  await executor.execute(
    sql`INSERT INTO milestone_month_status (milestone_id, month, fiscal_year_id, nikaya_id, status, band, percent,
                                            rating, entered, entry_id, achieved, completed_since, commented,
                                            activity_id, type_id, subtype_id, start_month, end_month, annual_target,
                                            cumulative, reason_main_ids, reason_sub_ids)
        SELECT r.milestone_id, r.month, r.fiscal_year_id, r.nikaya_id, r.status, r.band, r.percent,
               r.rating, r.entered, e.id, r.achieved, r.completed_since, r.commented,
               m.activity_id, m.type_id, m.subtype_id, m.start_month, m.end_month, m.annual_target, m.cumulative,
               COALESCE((SELECT array_agg(x.main_type_id ORDER BY x.sub_type_id) FROM progress_reasons x WHERE x.entry_id = e.id), '{}'),
               COALESCE((SELECT array_agg(x.sub_type_id ORDER BY x.sub_type_id) FROM progress_reasons x WHERE x.entry_id = e.id), '{}')
          FROM jsonb_to_recordset(${JSON.stringify(statusRows)}::jsonb) AS r(milestone_id int, month smallint,
               fiscal_year_id int, nikaya_id int, status text, band smallint, percent numeric, rating smallint,
               entered boolean, entry_month smallint, achieved numeric, completed_since smallint, commented boolean)
          JOIN milestones m ON m.id = r.milestone_id
          LEFT JOIN progress_entries e ON e.milestone_id = r.milestone_id AND e.month = r.entry_month`,
  );
  return true;
};
