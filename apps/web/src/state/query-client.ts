import { focusManager, QueryClient } from "@tanstack/react-query";
import { type ApiError, isApiError } from "../lib/api-client";
import { useAuthStore } from "./auth-store";

// Every query and mutation fails with the client's ApiError (module augmentation needs an interface).
declare module "@tanstack/react-query" {
  interface Register {
    defaultError: ApiError;
  }
}

/** Server state. Canceled requests (navigation) retry once; client errors (4xx) never retry. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) => {
        if (isApiError(error) && error.canceled) return failureCount < 2;
        if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
        return failureCount < 1;
      },
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});

// A query that refetches on focus (the notice bell) does so when the tab becomes visible again and also
// when the window itself regains focus (another program was in front): the default hears only the first.
focusManager.setEventListener((handleFocus) => {
  const onChange = () => handleFocus(document.visibilityState !== "hidden");
  window.addEventListener("visibilitychange", onChange);
  window.addEventListener("focus", onChange);
  return () => {
    window.removeEventListener("visibilitychange", onChange);
    window.removeEventListener("focus", onChange);
  };
});

// A session never sees the data of the one before it: the cache empties when the session changes (sign-in,
// log-out). The client loads with the signed-in screens, so this also holds for a sign-in after a log-out
// in the same tab.
useAuthStore.subscribe((state, prev) => {
  if (state.token !== prev.token) queryClient.clear();
});
