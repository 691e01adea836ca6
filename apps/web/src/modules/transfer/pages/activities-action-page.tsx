import { Tabs } from "@mantine/core";
import { IconHistory, IconListDetails } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Screen } from "../../../ui/page-header";
import { TransferActivitiesTable } from "../components/transfer-activities-table";
import { TransferHistoryTable } from "../components/transfer-history-table";

const TABS = ["activities", "history"] as const;

/** Route `activities-action`: activities of the caller's offices to transfer, and the transfer history. */
export default function ActivitiesActionPage() {
  const { t } = useTranslation("transfer");
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "history" ? "history" : "activities";

  return (
    <Screen words={["transfer", "page"]}>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === "history" ? { tab: "history" } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          {TABS.map((key) => (
            <Tabs.Tab
              key={key}
              value={key}
              leftSection={key === "history" ? <IconHistory size={16} /> : <IconListDetails size={16} />}
            >
              {t(`page.tabs.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="activities" pt="md">
          <TransferActivitiesTable />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <TransferHistoryTable />
        </Tabs.Panel>
      </Tabs>
    </Screen>
  );
}
