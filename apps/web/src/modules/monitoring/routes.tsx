import { lazy } from "react";
import type { ModuleRoutes } from "../../lib/module-routes";
import {
  AADESH_PATH,
  ANUGAMAN_PATH,
  ANUGAMAN_REPORT_PATH,
  ANUGAMAN_TEAM_PATH,
  MERGED_ANUGAMAN_PATH,
  PUSHTI_PATH,
} from "./paths";

const AnugamanPage = lazy(() => import("./pages/anugaman-page"));
const AnugamanTeamPage = lazy(() => import("./pages/anugaman-team-page"));
const AnugamanReportPage = lazy(() => import("./pages/anugaman-report-page"));
const MergedAnugamanPage = lazy(() => import("./pages/merged-anugaman-page"));
const LetterPrintPage = lazy(() => import("./pages/letter-print-page"));

export const monitoringRoutes: ModuleRoutes = {
  private: [
    { path: ANUGAMAN_PATH, element: <AnugamanPage /> },
    { path: ANUGAMAN_TEAM_PATH, element: <AnugamanTeamPage /> },
    { path: ANUGAMAN_REPORT_PATH, element: <AnugamanReportPage /> },
    { path: MERGED_ANUGAMAN_PATH, element: <MergedAnugamanPage /> },
    { path: AADESH_PATH, element: <LetterPrintPage kind="order" /> },
    { path: PUSHTI_PATH, element: <LetterPrintPage kind="confirmation" /> },
  ],
};
