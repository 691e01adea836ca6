import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { OtherSettingForm } from "../components/other-setting-form";

/** Route `other-setting`: limits, notification flags, adoption and locks. */
export default function OtherSettingPage() {
  const { t } = useTranslation("setup");
  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz="h2">
          {t("otherSetting.title")}
        </Title>
        <Text c="dimmed" size="sm">
          {t("otherSetting.description")}
        </Text>
      </div>
      <OtherSettingForm />
    </Stack>
  );
}
