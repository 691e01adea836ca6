import { ROLES_WITHOUT_OFFICE_NAME } from "@pragati/domain/access";
import { roleSlugOf, useAuthStore } from "../state/auth-store";
import { useUiStore } from "../state/ui-store";

/** User, role and office names for the header, in the current language. */
export const useSessionLabels = () => {
  const np = useUiStore((s) => s.locale === "np");
  const user = useAuthStore((s) => s.user);
  const profile = useAuthStore((s) => s.profile);
  const role = useAuthStore((s) => s.role);
  const slug = roleSlugOf(role);
  const office = profile?.nikaya ?? user?.nikaya ?? null;
  // Roles that see every office have no office of their own to show (SPEC.md section 2, Header).
  const showOffice = slug !== null && !(ROLES_WITHOUT_OFFICE_NAME as readonly string[]).includes(slug);
  return {
    userName: profile?.name ?? user?.name ?? "",
    roleName: role ? (np ? role.role_name.name_np : role.role_name.name) : "",
    officeName: showOffice && office ? (np ? office.name_np : office.name) : null,
  };
};
