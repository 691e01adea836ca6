import { ReportScreen } from "../components/report-screen";
import { reportDefinition } from "../report-definitions";

/** Every report route under `reports/` (one generic screen, keyed by the report's path). */
export default function ReportPage({ path }: { path: string }) {
  return <ReportScreen definition={reportDefinition(path)} />;
}
