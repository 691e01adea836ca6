import fs from "node:fs";
import type { Fixtures } from "./fixtures";
import type { Server } from "./servers";

export type ExportResult = {
  rows: number;
  seconds: number;
  bytes: number;
  status: number;
  contentType: string;
  /** Resident memory of the API process: before the request, and the highest seen while it ran. */
  rssBeforeMb: number;
  rssPeakMb: number;
};

const rssMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
};

/**
 * The Excel export of the milestone table (issue 5): `rows` rows as admin, downloaded whole, timed
 * from request to last byte, with the API process's resident memory sampled every 20 ms meanwhile.
 */
export const measureExport = async (
  api: Server,
  token: string,
  f: Fixtures,
  rows: number,
): Promise<ExportResult> => {
  const path = `/api/reports/export/table/milestone?fiscal_year_id=${f.fiscalYearId}&month=${f.month}&month_type=upto&lang=np&limit=${rows}`;
  const rssBeforeMb = rssMb(api.pid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => {
    rssPeakMb = Math.max(rssPeakMb, rssMb(api.pid));
  }, 20);
  const started = performance.now();
  try {
    const res = await fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    let bytes = 0;
    const reader = res.body?.getReader();
    for (let part = await reader?.read(); part && !part.done; part = await reader?.read())
      bytes += part.value.length;
    return {
      rows,
      seconds: Math.round(performance.now() - started) / 1000,
      bytes,
      status: res.status,
      contentType: res.headers.get("content-type") ?? "",
      rssBeforeMb: Math.round(rssBeforeMb),
      rssPeakMb: Math.round(Math.max(rssPeakMb, rssMb(api.pid))),
    };
  } finally {
    clearInterval(sampler);
  }
};
