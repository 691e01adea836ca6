import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../ui/page-header";
import { ApprovalLevelsForm } from "../../approvals";
import { OpenDataSettingsForm } from "../../open";
import { OtherSettingForm } from "../components/other-setting-form";

/** Route `other-setting`: limits, notification flags, adoption and locks; the approval chain's levels; open data. */
export default function OtherSettingPage() {
  const { t } = useTranslation("setup");
  return (
    <Stack gap="md">
      <PageHeader title={t("otherSetting.title")} description={t("otherSetting.description")} />
      <OtherSettingForm />
      <ApprovalLevelsForm />
      <OpenDataSettingsForm />
    </Stack>
  );
}
