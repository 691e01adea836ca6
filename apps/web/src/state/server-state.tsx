import { QueryClientProvider } from "@tanstack/react-query";
import type { ComponentType, ReactNode } from "react";
import { queryClient } from "./query-client";

/**
 * Server state (TanStack Query) for what is below. It is not in the app's providers: the login page
 * reads none, so its first load does without the library. The signed-in screens sit below one
 * (app/signed-in-routes.tsx); a screen before sign-in that reads server data (the calendar behind
 * dates and digits, a report) brings its own with `withServerState`.
 */
export function ServerState({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** A screen before sign-in that reads server data: loads the query client with its own chunk. */
export const withServerState = (Page: ComponentType) =>
  function WithServerState() {
    return (
      <ServerState>
        <Page />
      </ServerState>
    );
  };
