import type { TProfile, TSessionUser } from "@pragati/domain/contract";
import { create } from "zustand";
import { persist } from "zustand/middleware";

/** Where a signed-out visitor was going; the login page returns there after sign-in. */
export type FromState = { from?: string };

export type RoleRef = TProfile["role"];
export type RoleListItem = { id: number; name: string; name_np: string; slug: string };

export type Session = {
  token: string;
  expires_at: string;
  user: TSessionUser;
  role: RoleRef;
  profile: TProfile;
};

type AuthState = {
  token: string | null;
  expiresAt: string | null;
  user: TSessionUser | null;
  role: RoleRef | null;
  profile: TProfile | null;
  permissions: string[];
  canCreate: boolean;
  roleLists: RoleListItem[];
  signIn: (session: Session) => void;
  setProfile: (data: { profile: TProfile; canCreate: boolean; role_lists: RoleListItem[] }) => void;
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

export const roleSlugOf = (role: RoleRef | null): string | null => role?.role_name.slug ?? null;

/** Admin has every permission; others need it in the profile list (SPEC.md section 6). */
export const useCan = (permission: string): boolean =>
  useAuthStore((s) => roleSlugOf(s.role) === "admin" || s.permissions.includes(permission));
