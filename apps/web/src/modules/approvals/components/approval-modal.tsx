import { Modal, type ModalProps } from "@mantine/core";
import type { TApproval } from "@pragati/domain/contract";
import type { ReactNode } from "react";
import { useFormat } from "../../../lib/format";

type ApprovalModalProps = {
  /** The office's month the dialog is about; closed when null. */
  approval: TApproval | null;
  onClose: () => void;
  size?: ModalProps["size"];
  /** The title, given the office's name and the month's name in the user's language. */
  title: (names: { office: string; month: string }) => string;
  children: (approval: TApproval) => ReactNode;
};

/** A dialog about one office's month of a stream (its checks, its submission, its return). */
export function ApprovalModal({ approval, onClose, size, title, children }: ApprovalModalProps) {
  const fmt = useFormat();
  return (
    <Modal
      opened={approval !== null}
      onClose={onClose}
      size={size}
      title={
        approval
          ? title({
              office: fmt.name(approval.office_name, approval.office_name_np),
              month: fmt.fiscalMonth(approval.month),
            })
          : ""
      }
    >
      {approval && children(approval)}
    </Modal>
  );
}
