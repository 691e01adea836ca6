import { Navigate, Outlet } from "react-router";
import { useAuthStore } from "../state/auth-store";

/** Login and password-reset screens: a logged-in user goes to the dashboard (SPEC.md section 2). */
export function VisitorOnly() {
  const token = useAuthStore((s) => s.token);
  return token ? <Navigate to="/" replace /> : <Outlet />;
}
