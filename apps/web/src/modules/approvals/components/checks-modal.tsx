import { Modal, Text } from "@mantine/core";
import type { TApproval } from "@pragati/domain/contract";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { ErrorState } from "../../../ui/error-state";
import { PageLoader } from "../../../ui/page-loader";
import { monthChecksQuery } from "../queries";
import { QualityWarnings } from "./quality-warnings";

type ChecksModalProps = { approval: TApproval | null; onClose: () => void };

/** An office's month's data-quality warnings with the explanations its submitter gave, for the approvers. */
export function ChecksModal({ approval, onClose }: ChecksModalProps) {
  const { t } = useTranslation("approvals");
  const fmt = useFormat();
  return (
    <Modal
      opened={approval !== null}
      onClose={onClose}
      size="lg"
      title={
        approval
          ? t("quality.title", {
              office: fmt.name(approval.office_name, approval.office_name_np),
              month: fmt.fiscalMonth(approval.month),
            })
          : ""
      }
    >
      {approval && <Checks approval={approval} />}
    </Modal>
  );
}

function Checks({ approval }: { approval: TApproval }) {
  const { t } = useTranslation("approvals");
  const checks = useQuery(monthChecksQuery(approval));
  if (checks.isPending) return <PageLoader />;
  if (checks.isError)
    return <ErrorState message={checks.error.message} onRetry={() => void checks.refetch()} />;
  if (checks.data.warnings.length === 0) return <Text size="sm">{t("quality.none")}</Text>;
  return <QualityWarnings warnings={checks.data.warnings} />;
}
