import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { resetAllStores } from "../../state/reset-stores";
import { authApi } from "./auth-api";

/** Log-out: tell the server, then reset every store and local storage (SPEC.md section 4). */
export const useLogout = () => {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const logout = useCallback(async () => {
    setPending(true);
    try {
      await authApi.logout();
    } catch (error) {
      // The session ends locally whatever the server says.
      console.error("logout", error);
    } finally {
      // The query cache empties with the session (state/query-client.ts).
      resetAllStores();
      setPending(false);
      navigate("/login", { replace: true });
    }
  }, [navigate]);
  return { logout, pending };
};
