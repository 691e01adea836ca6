import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PermissionMatrix } from "../components/permission-matrix";

/** Route `permission`: what each role may do. */
export default function PermissionsPage() {
  const { t } = useTranslation("roles");
  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz="h2">
          {t("matrix.title")}
        </Title>
        <Text c="dimmed" size="sm">
          {t("matrix.description")}
        </Text>
      </div>
      <PermissionMatrix />
    </Stack>
  );
}
