import { Text } from "@mantine/core";
import type { TApproval } from "@pragati/domain/contract";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { QueryView } from "../../../ui/query-view";
import { monthChecksQuery } from "../queries";
import { ApprovalModal } from "./approval-modal";
import { QualityWarnings } from "./quality-warnings";

type ChecksModalProps = { approval: TApproval | null; onClose: () => void };

/** An office's month's data-quality warnings with the explanations its submitter gave, for the approvers. */
export function ChecksModal({ approval, onClose }: ChecksModalProps) {
  const { t } = useTranslation("approvals");
  return (
    <ApprovalModal
      approval={approval}
      onClose={onClose}
      size="lg"
      title={(names) => t("quality.title", names)}
    >
      {(shown) => <Checks approval={shown} />}
    </ApprovalModal>
  );
}

function Checks({ approval }: { approval: TApproval }) {
  const { t } = useTranslation("approvals");
  const checks = useQuery(monthChecksQuery(approval));
  return (
    <QueryView query={checks}>
      {({ warnings }) =>
        warnings.length === 0 ? (
          <Text size="sm">{t("quality.none")}</Text>
        ) : (
          <QualityWarnings warnings={warnings} />
        )
      }
    </QueryView>
  );
}
