import { MantineProvider } from "@mantine/core";
import { lazy, type ReactNode, Suspense, useMemo } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { i18n } from "../lib/i18n";
import { useToastsWanted } from "../lib/toasts-mount";
import { useAuthStore } from "../state/auth-store";
import { createAppTheme, cssVariablesResolver } from "../ui/theme";

// The toasts' container (and its transitions) loads once the user is signed in or a toast is shown
// (lib/toasts-mount.ts): the login page shows its errors inline and never needs it.
const Notifications = lazy(() =>
  import("@mantine/notifications").then((m) => ({ default: m.Notifications })),
);

/** Toasts last 5 s unless a caller says otherwise (SPEC.md section 9). */
const TOAST_MS = 5000;

function ThemedApp({ children }: { children: ReactNode }) {
  const { t } = useTranslation("common");
  const closeLabel = t("actions.close");
  const theme = useMemo(() => createAppTheme(closeLabel), [closeLabel]);
  const signedIn = useAuthStore((s) => s.token !== null);
  const toastsWanted = useToastsWanted();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {signedIn || toastsWanted ? (
        <Suspense fallback={null}>
          <Notifications autoClose={TOAST_MS} position="top-right" zIndex={1000} />
        </Suspense>
      ) : null}
      {children}
    </MantineProvider>
  );
}

/** Texts and theme for every screen; server state (TanStack Query) comes with the signed-in screens. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemedApp>{children}</ThemedApp>
    </I18nextProvider>
  );
}
