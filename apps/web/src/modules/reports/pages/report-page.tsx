import { reportOf } from "@pragati/domain/reports";
import { ReportScreen } from "../components/report-screen";

/** Every report route under `reports/` (one generic screen, keyed by the report's path). */
export default function ReportPage({ path }: { path: string }) {
  return <ReportScreen definition={reportOf(path)} />;
}
