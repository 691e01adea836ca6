import { lazy } from "react";
import type { ModuleRoutes } from "../../lib/module-routes";
import { NOTICES_PATH, OUTBOX_PAGE_PATH } from "./paths";

const NoticesPage = lazy(() => import("./pages/notices-page"));
const OutboxPage = lazy(() => import("./pages/outbox-page"));

export const noticesRoutes: ModuleRoutes = {
  private: [
    { path: NOTICES_PATH, element: <NoticesPage /> },
    { path: OUTBOX_PAGE_PATH, element: <OutboxPage /> },
  ],
};
