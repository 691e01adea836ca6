import { Stack } from "@mantine/core";
import type { TProject } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { ChangeEntryForm, ChangeHistorySection, TimeExtensionSection } from "../../../ui/change-history";
import { useAddCostRevision, useAddTimeExtension } from "../queries";

/**
 * The cost and time history of a project: every revision and extension as entered, the original
 * estimate and end date above them, and (with `project.manage`) a form to add one more.
 */
export function ProjectHistory({ project, readOnly }: { project: TProject; readOnly: boolean }) {
  const { t } = useTranslation("projects");
  const fmt = useFormat();
  const addRevision = useAddCostRevision(project.id);
  const addExtension = useAddTimeExtension(project.id);
  const by = {
    label: t("history.by"),
    cell: (row: { created_by_name: string | null }) => row.created_by_name ?? "-",
  };
  const reason = { label: t("history.reason"), cell: (row: { reason: string }) => row.reason };

  return (
    <Stack gap="lg">
      <ChangeHistorySection
        legend={t("history.costTitle")}
        start={t("history.original", { amount: fmt.number(project.initial_cost) })}
        noneText={t("history.none")}
        rows={project.cost_revisions}
        columns={[
          { label: t("history.date"), cell: (row) => fmt.bsDate(row.revised_on) },
          { label: t("history.amount"), cell: (row) => fmt.number(row.amount) },
          reason,
          by,
        ]}
        form={
          !readOnly && (
            <ChangeEntryForm
              label={t("history.addRevision")}
              fields={[
                { name: "revised_on", label: t("history.revisedOn"), kind: "date" },
                { name: "amount", label: t("history.newCost"), kind: "amount" },
                { name: "reason", label: t("history.reason"), kind: "text" },
              ]}
              successText={t("toasts.revisionAdded")}
              mutation={addRevision}
            />
          )
        }
      />
      <TimeExtensionSection
        start={t("history.originalEnd", { date: fmt.bsDate(project.expected_end_date) })}
        rows={project.time_extensions}
        trail={[by]}
        mutation={!readOnly && addExtension}
      />
    </Stack>
  );
}
