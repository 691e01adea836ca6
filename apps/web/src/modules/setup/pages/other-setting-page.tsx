import { Screen } from "../../../ui/page-header";
import { ApprovalLevelsForm } from "../../approvals";
import { OpenDataSettingsForm } from "../../open";
import { OtherSettingForm } from "../components/other-setting-form";

/** Route `other-setting`: limits, notification flags, adoption and locks; the approval chain's levels; open data. */
export default function OtherSettingPage() {
  return (
    <Screen words={["setup", "otherSetting"]}>
      <OtherSettingForm />
      <ApprovalLevelsForm />
      <OpenDataSettingsForm />
    </Screen>
  );
}
