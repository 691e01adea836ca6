import { useEffect, useState } from "react";

/** Dashboard loads and notification checks start 500 ms after mount (SPEC.md section 9). */
const DASHBOARD_LOAD_DELAY_MS = 500;

export const useDelayedStart = (delayMs = DASHBOARD_LOAD_DELAY_MS): boolean => {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setStarted(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return started;
};
