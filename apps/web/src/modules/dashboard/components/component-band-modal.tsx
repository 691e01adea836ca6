import { Modal } from "@mantine/core";
import type { ProjectBandSlice, TProjectComponentBandRow } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { numberColumn } from "../../../ui/data-table/number-column";
import { componentBandPath } from "../bands";

type ComponentBandModalProps = {
  project: { id: number; name: string };
  /** The band whose components are shown; null: closed. */
  band: ProjectBandSlice | null;
  month: number;
  onClose: () => void;
};

/**
 * The components behind a band of a project's card (a project head's, for a project with components):
 * the project's components in the band as of the month, as the card counts them.
 */
export function ComponentBandModal({ project, band, month, onClose }: ComponentBandModalProps) {
  const { t } = useTranslation("dashboard");
  const fmt = useFormat();
  const columns: DataTableColumn<TProjectComponentBandRow>[] = [
    {
      accessor: "name",
      title: t("projects.componentList.name"),
      render: (row) => fmt.name(row.name, row.name_np),
    },
    numberColumn("weight", t("projects.componentList.weight"), (row) => fmt.number(row.weight)),
    numberColumn("achieved", t("projects.componentList.achieved"), (row) => fmt.percent(row.achieved)),
  ];
  return (
    <Modal
      opened={band !== null}
      onClose={onClose}
      size="60rem"
      title={
        band
          ? t("projects.componentList.title", {
              project: project.name,
              band: t(`buckets.${band}`),
              month: fmt.fiscalMonth(month),
            })
          : undefined
      }
    >
      {band && (
        <DataTable<TProjectComponentBandRow>
          path={componentBandPath(project.id)}
          label={t("projects.componentList.label")}
          columns={columns}
          filters={{ measure: band, month }}
        />
      )}
    </Modal>
  );
}
