import { guardPath } from "@pragati/domain/access";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet, useLocation } from "react-router";
import { menuUrlsQuery } from "../modules/auth";
import { type FromState, useAuthStore } from "../state/auth-store";
import { ErrorState } from "../ui/error-state";
import { PageLoader } from "../ui/page-loader";

/**
 * Private routes: no session -> /login; a valid menu path the role lacks -> /unauthorized
 * (SPEC.md section 2, Guard rules). The role's menu comes from the server.
 */
export function RequireAuth() {
  const { t } = useTranslation("shell");
  const location = useLocation();
  const token = useAuthStore((s) => s.token);
  const roleId = useAuthStore((s) => s.role?.role_id ?? 0);
  const menu = useQuery({ ...menuUrlsQuery(roleId), enabled: token !== null });

  if (!token) {
    const from: FromState = { from: location.pathname + location.search };
    return <Navigate to="/login" replace state={from} />;
  }
  if (menu.isPending) return <PageLoader fullScreen />;
  if (menu.isError)
    return (
      <div style={{ maxWidth: 560, margin: "15vh auto", padding: 16 }}>
        <ErrorState
          title={t("guard.loadError")}
          message={menu.error.message}
          onRetry={() => menu.refetch()}
        />
      </div>
    );
  if (guardPath(location.pathname, menu.data.menu, menu.data.valid_menu) === "unauthorized")
    return <Navigate to="/unauthorized" replace />;
  return <Outlet />;
}
