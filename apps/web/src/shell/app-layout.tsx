import { AppShell } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { ModalsProvider } from "@mantine/modals";
import { useQuery } from "@tanstack/react-query";
import { Suspense, useEffect, useState } from "react";
import { Outlet } from "react-router";
import { profileQuery } from "../modules/auth";
import { allFiscalYearsQuery } from "../modules/calendar";
import { SubProfileWarning, useIncompleteSubProfiles } from "../modules/monitoring";
import { PROGRAMS_PATH } from "../modules/programs";
import { useAuthStore } from "../state/auth-store";
import { useFiscalYearStore } from "../state/fiscal-year-store";
import { useQuickFilterGuard } from "../state/quick-filter-store";
import { useSetupStore } from "../state/setup-store";
import { useUiStore } from "../state/ui-store";
import { PageLoader } from "../ui/page-loader";
import { AppHeader } from "./app-header";
import { AppSidebar } from "./app-sidebar";

/** Keeps the session's profile and setup block fresh; failures are only logged (SPEC.md section 8). */
const useProfileSync = () => {
  const profile = useQuery(profileQuery());
  const setProfile = useAuthStore((s) => s.setProfile);
  useEffect(() => {
    if (profile.data) setProfile(profile.data);
  }, [profile.data, setProfile]);
  useEffect(() => {
    if (profile.error && !profile.error.canceled) console.error("profile", profile.error);
  }, [profile.error]);
  return profile;
};

/**
 * Loads the fiscal years and settles the current one (the stored choice, else the server's
 * `current_fiscal_year_id_by_current_date`). Returns true once pages may load with a fiscal year.
 */
const useFiscalYearSync = (profileSettled: boolean): boolean => {
  const years = useQuery(allFiscalYearsQuery());
  const setup = useSetupStore((s) => s.setup);
  const setFiscalYears = useFiscalYearStore((s) => s.setFiscalYears);
  const hasCurrent = useFiscalYearStore((s) => s.current !== null);
  const waitForSetup = setup === null && !profileSettled;

  useEffect(() => {
    if (years.data && !waitForSetup)
      setFiscalYears(years.data.data, setup?.current_fiscal_year_id_by_current_date ?? null);
  }, [years.data, waitForSetup, setup, setFiscalYears]);
  useEffect(() => {
    if (years.error && !years.error.canceled) console.error("fiscal years", years.error);
  }, [years.error]);

  return hasCurrent || years.isError || (years.isSuccess && years.data.data.length === 0);
};

/** The private layout: header, sidebar and content (SPEC.md section 2). */
export default function AppLayout() {
  const sidebarOpen = useUiStore((s) => s.sidebarOpen);
  const [mobileOpened, mobile] = useDisclosure(false);
  const profile = useProfileSync();
  const ready = useFiscalYearSync(!profile.isPending);
  useQuickFilterGuard(`/${PROGRAMS_PATH}`);
  const incompleteSubProfiles = useIncompleteSubProfiles();
  const [warningHeight, setWarningHeight] = useState(0);

  // The confirmation dialog (ui/confirm-dialog.tsx) is used on signed-in screens only; providing it here
  // keeps Modal out of the login page's first load.
  return (
    <ModalsProvider>
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 280, breakpoint: "sm", collapsed: { mobile: !mobileOpened, desktop: !sidebarOpen } }}
        // A persistent warning gets a strip of its own at the bottom instead of floating over the screen.
        footer={{ height: warningHeight, collapsed: warningHeight === 0 }}
        padding="md"
      >
        <AppShell.Header>
          <AppHeader mobileOpened={mobileOpened} onToggleMobile={mobile.toggle} />
        </AppShell.Header>
        <AppShell.Navbar>
          <AppSidebar onNavigate={mobile.close} />
        </AppShell.Navbar>
        <AppShell.Main bg="gray.0">
          {ready ? (
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          ) : (
            <PageLoader />
          )}
        </AppShell.Main>
        <SubProfileWarning incomplete={incompleteSubProfiles} onHeight={setWarningHeight} />
      </AppShell>
    </ModalsProvider>
  );
}
