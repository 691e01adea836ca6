import { Screen } from "../../../ui/page-header";
import { PermissionMatrix } from "../components/permission-matrix";

/** Route `permission`: what each role may do. */
export default function PermissionsPage() {
  return (
    <Screen words={["roles", "matrix"]}>
      <PermissionMatrix />
    </Screen>
  );
}
