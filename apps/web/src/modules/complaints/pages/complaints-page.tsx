import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Screen } from "../../../ui/page-header";
import { ComplaintDrawer } from "../components/complaint-drawer";
import { ComplaintFormModal } from "../components/complaint-form-modal";
import { ComplaintTable } from "../components/complaint-table";

/** Route `complaint`: the grievance register of the user's offices. */
export default function ComplaintsPage() {
  const { t } = useTranslation("complaints");
  const [filing, setFiling] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);

  return (
    <Screen
      title={t("page.title")}
      description={t("page.description")}
      add={{ label: t("actions.create"), onClick: () => setFiling(true), permission: "complaint.manage" }}
    >
      <ComplaintTable onOpen={(complaint) => setOpenId(complaint.id)} />
      <ComplaintFormModal opened={filing} onClose={() => setFiling(false)} />
      <ComplaintDrawer id={openId} onClose={() => setOpenId(null)} />
    </Screen>
  );
}
