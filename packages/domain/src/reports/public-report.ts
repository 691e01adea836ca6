import type { ReportPath } from "./report-catalogue";

/**
 * The one report that opens without a session (the catalogue's test checks it is the entry marked
 * public). A file of its own, so the web's first load routes to it without loading the catalogue.
 */
export const PUBLIC_REPORT: ReportPath = "monthly-kiryakalap-suru-pragati-esthiti";
