import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useMemo } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { i18n } from "../lib/i18n";
import { queryClient } from "../state/query-client";
import { createAppTheme } from "./theme";

/** Toasts last 5 s unless a caller says otherwise (SPEC.md section 9). */
const TOAST_MS = 5000;

function ThemedApp({ children }: { children: ReactNode }) {
  const { t } = useTranslation("common");
  const closeLabel = t("actions.close");
  const theme = useMemo(() => createAppTheme(closeLabel), [closeLabel]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications autoClose={TOAST_MS} position="top-right" zIndex={1000} />
      <ModalsProvider>{children}</ModalsProvider>
    </MantineProvider>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemedApp>{children}</ThemedApp>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
