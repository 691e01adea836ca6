import { Modal, type ModalProps } from "@mantine/core";

/**
 * A dialog holding a form (large unless `size` says otherwise): the form mounts afresh each time the
 * dialog opens, so nothing typed at the last opening lingers.
 */
export function FormModal({ opened, size = "lg", children, ...props }: ModalProps) {
  return (
    <Modal opened={opened} size={size} {...props}>
      {opened && children}
    </Modal>
  );
}
