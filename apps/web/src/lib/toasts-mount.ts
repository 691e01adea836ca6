import { create } from "zustand";

/**
 * Whether a toast has been asked for. The toasts' container (Mantine's notifications and their
 * transitions) mounts once the user is signed in or a toast is shown, so the login page never loads it;
 * a toast shown before the container is mounted waits in the notifications store and appears with it.
 */
export const useToastsWanted = create<boolean>(() => false);

export const wantToasts = (): void => useToastsWanted.setState(true, true);
