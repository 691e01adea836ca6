import { useState } from "react";

/** Which record a list screen's drawer shows: none (closed), a new one, or a stored one. */
export type RecordTarget = {
  opened: boolean;
  /** The stored record's id; null while a new record is being created (or the drawer is closed). */
  id: number | null;
  open: (id: number) => void;
  create: () => void;
  close: () => void;
};

/** The drawer state of a list screen: a row opens its record, the add button a new one. */
export function useRecordTarget(): RecordTarget {
  // undefined: closed; null: a new record; a number: that record.
  const [openId, setOpenId] = useState<number | null | undefined>(undefined);
  return {
    opened: openId !== undefined,
    id: openId ?? null,
    open: setOpenId,
    create: () => setOpenId(null),
    close: () => setOpenId(undefined),
  };
}
