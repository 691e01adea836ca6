import type { TSetupBlock } from "@pragati/domain/contract";
import { create } from "zustand";
import { persist } from "zustand/middleware";

type SetupState = {
  setup: TSetupBlock | null;
  setSetup: (setup: TSetupBlock) => void;
  reset: () => void;
};

/** The server's setup block (locks, reporting months, limits); refreshed by every response carrying it. */
export const useSetupStore = create<SetupState>()(
  persist(
    (set) => ({
      setup: null,
      setSetup: (setup) => set({ setup }),
      reset: () => set({ setup: null }),
    }),
    { name: "pragati-setup", partialize: ({ setup }) => ({ setup }) },
  ),
);
