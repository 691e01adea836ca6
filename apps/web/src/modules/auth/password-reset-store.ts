import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

type PasswordResetState = {
  username: string;
  resetToken: string | null;
  setUsername: (username: string) => void;
  setResetToken: (resetToken: string) => void;
  clear: () => void;
};

/** Carries the forgot-password flow across its three screens; session storage survives a reload only. */
export const usePasswordResetStore = create<PasswordResetState>()(
  persist(
    (set) => ({
      username: "",
      resetToken: null,
      setUsername: (username) => set({ username, resetToken: null }),
      setResetToken: (resetToken) => set({ resetToken }),
      clear: () => set({ username: "", resetToken: null }),
    }),
    { name: "pragati-password-reset", storage: createJSONStorage(() => sessionStorage) },
  ),
);
