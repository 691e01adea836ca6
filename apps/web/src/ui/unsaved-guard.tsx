import { Drawer, type DrawerProps } from "@mantine/core";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from "react";
import { i18n } from "../lib/i18n";
import { confirmAction } from "./confirm-dialog";

type Guard = {
  /** A form inside tells whether it holds changes not yet saved. */
  setDirty: (dirty: boolean) => void;
  /** Closes, asking first when a form inside holds unsaved changes. */
  requestClose: () => void;
};

const GuardContext = createContext<Guard | null>(null);

/**
 * The one rule for closing a form (issue 32, "a form with unsaved changes asks before closing"): Esc, the
 * × and Cancel all ask before throwing away what was typed; a clean form closes at once.
 */
export function useUnsavedGuard(onClose: () => void): Guard {
  const dirty = useRef(false);
  const setDirty = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  const requestClose = useCallback(() => {
    if (!dirty.current) {
      onClose();
      return;
    }
    confirmAction({
      title: i18n.t("common:unsaved.title"),
      message: i18n.t("common:unsaved.message"),
      confirmLabel: i18n.t("common:unsaved.discard"),
      cancelLabel: i18n.t("common:unsaved.keep"),
      onConfirm: () => {
        dirty.current = false;
        onClose();
      },
    });
  }, [onClose]);
  return useMemo(() => ({ setDirty, requestClose }), [setDirty, requestClose]);
}

/** Gives the forms inside a guarded container the guard of `useUnsavedGuard`. */
export function UnsavedGuardScope({ guard, children }: { guard: Guard; children: ReactNode }) {
  return <GuardContext.Provider value={guard}>{children}</GuardContext.Provider>;
}

/**
 * For a form: reports its dirty state to the container and answers the close its Cancel button should
 * call (the container's guarded close, or `fallback` outside a guarded container).
 */
export function useGuardedClose(dirty: boolean, fallback: () => void): () => void {
  const guard = useContext(GuardContext);
  useEffect(() => {
    guard?.setDirty(dirty);
  }, [guard, dirty]);
  useEffect(() => () => guard?.setDirty(false), [guard]);
  return guard ? guard.requestClose : fallback;
}

/** A drawer holding a form: Esc, the × and the overlay ask before unsaved changes are lost. */
export function FormDrawer({ onClose, children, ...props }: DrawerProps) {
  const guard = useUnsavedGuard(onClose);
  return (
    <Drawer {...props} onClose={guard.requestClose}>
      <UnsavedGuardScope guard={guard}>{children}</UnsavedGuardScope>
    </Drawer>
  );
}
