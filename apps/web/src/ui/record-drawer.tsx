import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { QueryView } from "./query-view";
import { FormDrawer } from "./unsaved-guard";

type RecordDrawerProps<T> = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The stored record's query (enabled while the drawer is open on a stored record). */
  record: UseQueryResult<T>;
  /** True while a new record is being created: the drawer shows `create` and never waits for `record`. */
  isNew: boolean;
  create: () => ReactNode;
  /** What the drawer shows of the loaded record (its form, or its tabs). */
  children: (record: T) => ReactNode;
};

/**
 * The right-hand drawer of a list screen for one record: the new record's form, or the stored record once
 * loaded (a loader until then, the error with a retry if it fails). Unsaved changes are guarded (FormDrawer).
 */
export function RecordDrawer<T>({
  opened,
  onClose,
  title,
  record,
  isNew,
  create,
  children,
}: RecordDrawerProps<T>) {
  const content = () => {
    if (isNew) return create();
    return <QueryView query={record}>{children}</QueryView>;
  };
  return (
    <FormDrawer opened={opened} onClose={onClose} position="right" size="xl" title={title}>
      {opened && content()}
    </FormDrawer>
  );
}
