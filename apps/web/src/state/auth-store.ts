import type {
  TGetProfileResponse,
  TLoginResponse,
  TProfile,
  TRoleListItem,
  TRoleRef,
  TSessionUser,
} from "@pragati/domain/contract";
import { create } from "zustand";
import { persist } from "zustand/middleware";

/** Where a signed-out visitor was going; the login page returns there after sign-in. */
export type FromState = { from?: string };

type AuthState = {
  token: string | null;
  expiresAt: string | null;
  user: TSessionUser | null;
  role: TRoleRef | null;
  profile: TProfile | null;
  permissions: string[];
  canCreate: boolean;
  roleLists: TRoleListItem[];
  signIn: (session: TLoginResponse) => void;
  setProfile: (data: TGetProfileResponse) => void;
  reset: () => void;
};

const initial = {
  token: null,
  expiresAt: null,
  user: null,
  role: null,
  profile: null,
  permissions: [],
  canCreate: false,
  roleLists: [],
};

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      ...initial,
      signIn: (s) =>
        set({
          token: s.token,
          expiresAt: s.expires_at,
          user: s.user,
          role: s.role,
          profile: s.profile,
          permissions: s.profile.permissions,
        }),
      setProfile: ({ profile, canCreate, role_lists }) =>
        set({
          profile,
          role: profile.role,
          permissions: profile.permissions,
          canCreate,
          roleLists: role_lists,
        }),
      reset: () => set(initial),
    }),
    {
      name: "pragati-auth",
      partialize: ({ token, expiresAt, user, role, profile, permissions, canCreate, roleLists }) => ({
        token,
        expiresAt,
        user,
        role,
        profile,
        permissions,
        canCreate,
        roleLists,
      }),
    },
  ),
);

export const roleSlugOf = (role: TRoleRef | null): string | null => role?.role_name.slug ?? null;

/** Admin has every permission; others need it in the profile list (SPEC.md section 6). */
export const useCan = (permission: string): boolean =>
  useAuthStore((s) => roleSlugOf(s.role) === "admin" || s.permissions.includes(permission));
