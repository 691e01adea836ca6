import { ActionIcon, Anchor, Group, Tooltip } from "@mantine/core";
import { IconEdit, IconEye, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { DataTableColumn } from "./data-table";

type RowActionProps = {
  /** The button's accessible name, also its tooltip unless `tooltip` says otherwise. */
  label: string;
  icon: ReactNode;
  onClick?: () => void;
  /** Makes the button a link to this path. */
  to?: string;
  /** Shown instead of the label, e.g. why a disabled button cannot be used. */
  tooltip?: string;
  color?: string;
  variant?: "subtle" | "light";
  disabled?: boolean;
};

/** The one icon button of a table row: its name in a tooltip, as screen readers and mouse users both need it. */
export function RowAction({
  label,
  icon,
  onClick,
  to,
  tooltip,
  color,
  variant = "subtle",
  disabled,
}: RowActionProps) {
  const shared = { variant, color, disabled, "aria-label": label };
  return (
    <Tooltip label={tooltip ?? label} withinPortal>
      {to ? (
        <ActionIcon {...shared} component={Link} to={to}>
          {icon}
        </ActionIcon>
      ) : (
        <ActionIcon {...shared} onClick={onClick}>
          {icon}
        </ActionIcon>
      )}
    </Tooltip>
  );
}

type KnownActionProps = Omit<RowActionProps, "icon" | "color">;

/** The row's button that opens its record. */
export function OpenAction(props: KnownActionProps) {
  return <RowAction {...props} icon={<IconEye size={18} />} />;
}

/** The row's button that edits its record. */
export function EditAction(props: KnownActionProps) {
  return <RowAction {...props} icon={<IconEdit size={18} />} />;
}

/** The row's red delete button (the caller confirms before deleting). */
export function DeleteAction(props: KnownActionProps) {
  return <RowAction {...props} icon={<IconTrash size={18} />} color="red" />;
}

/** A row's name drawn as the button that opens its record, as the eye button at the row's end does. */
export function OpenLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Anchor component="button" type="button" size="sm" fw={500} ta="left" onClick={onClick}>
      {children}
    </Anchor>
  );
}

/** A row's icon buttons, side by side at the end of the row. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {children}
    </Group>
  );
}

/** The last column of a list: the row's icon buttons under the given title. */
export const actionsColumn = <T,>(title: string, render: (row: T) => ReactNode): DataTableColumn<T> => ({
  accessor: "actions",
  title,
  textAlign: "right",
  noWrap: true,
  render: (row) => <RowActions>{render(row)}</RowActions>,
});
