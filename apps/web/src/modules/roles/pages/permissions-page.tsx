import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../ui/page-header";
import { PermissionMatrix } from "../components/permission-matrix";

/** Route `permission`: what each role may do. */
export default function PermissionsPage() {
  const { t } = useTranslation("roles");
  return (
    <Stack gap="md">
      <PageHeader title={t("matrix.title")} description={t("matrix.description")} />
      <PermissionMatrix />
    </Stack>
  );
}
