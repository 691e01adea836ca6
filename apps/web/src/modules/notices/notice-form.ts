import { type Calendar, formatBs, type Locale } from "@pragati/domain/calendar";
import type { TNoticeAdminRow, TNoticeBody } from "@pragati/domain/contract";
import { readBsDate } from "../../ui/inputs/bs-date";

export const NOTICE_FIELDS = [
  "title",
  "description",
  "from_date",
  "to_date",
  "targets",
  "role_ids",
  "nikaya_ids",
  "channels",
] as const;
export type NoticeField = (typeof NOTICE_FIELDS)[number];

const TITLE_MAX = 200;
const DESCRIPTION_MAX = 5000;

export type NoticeFormValues = {
  title: string;
  description: string;
  /** As typed: `2082-04-01`, `२०८२/४/१`, ... */
  from_date: string;
  to_date: string;
  is_public: boolean;
  /** Ids as strings, the way Mantine's selects hold them. */
  role_ids: string[];
  nikaya_ids: string[];
  channels: string[];
};

export const EMPTY_NOTICE: NoticeFormValues = {
  title: "",
  description: "",
  from_date: "",
  to_date: "",
  is_public: false,
  role_ids: [],
  nikaya_ids: [],
  channels: [],
};

/** The form of a saved notice; dates shown the way the locale writes them. */
export const noticeToForm = (notice: TNoticeAdminRow, locale: Locale): NoticeFormValues => ({
  title: notice.title,
  description: notice.description,
  from_date: notice.from_date ? formatBs(notice.from_date, locale) : "",
  to_date: notice.to_date ? formatBs(notice.to_date, locale) : "",
  is_public: notice.is_public,
  role_ids: notice.role_ids.map(String),
  nikaya_ids: notice.nikaya_ids.map(String),
  channels: [...notice.channels],
});

/** A valid BS date as stored (`YYYY-MM-DD`), or null. */
const bsValue = (text: string, calendar: Calendar | null): string | null => {
  const value = readBsDate(text, calendar);
  return value === "invalid" ? null : value;
};

export type NoticeFormProblem =
  | { field: NoticeField; key: "titleRequired" | "dateOrder" | "targets" }
  | { field: NoticeField; key: "tooLong"; n: number }
  | { field: NoticeField; key: "invalidDate" };

/** The checks the API makes, run before sending; each problem names its field and message key. */
export const checkNoticeForm = (values: NoticeFormValues, calendar: Calendar | null): NoticeFormProblem[] => {
  const problems: NoticeFormProblem[] = [];
  const title = values.title.trim();
  if (!title) problems.push({ field: "title", key: "titleRequired" });
  else if (title.length > TITLE_MAX) problems.push({ field: "title", key: "tooLong", n: TITLE_MAX });
  if (values.description.length > DESCRIPTION_MAX)
    problems.push({ field: "description", key: "tooLong", n: DESCRIPTION_MAX });
  const dates = { from_date: "", to_date: "" };
  for (const field of ["from_date", "to_date"] as const) {
    const text = values[field].trim();
    if (!text) continue;
    const value = bsValue(text, calendar);
    if (value) dates[field] = value;
    else problems.push({ field, key: "invalidDate" });
  }
  if (dates.from_date && dates.to_date && dates.to_date < dates.from_date)
    problems.push({ field: "to_date", key: "dateOrder" });
  if (!values.is_public && values.role_ids.length === 0 && values.nikaya_ids.length === 0)
    problems.push({ field: "targets", key: "targets" });
  return problems;
};

/** The request body of a form that passed `checkNoticeForm`. */
export const noticeBody = (values: NoticeFormValues, calendar: Calendar | null): TNoticeBody => ({
  title: values.title.trim(),
  description: values.description,
  from_date: values.from_date.trim() ? bsValue(values.from_date.trim(), calendar) : null,
  to_date: values.to_date.trim() ? bsValue(values.to_date.trim(), calendar) : null,
  is_public: values.is_public,
  role_ids: values.role_ids.map(Number),
  nikaya_ids: values.nikaya_ids.map(Number),
  channels: values.channels.filter((c): c is "sms" | "email" => c === "sms" || c === "email"),
});
