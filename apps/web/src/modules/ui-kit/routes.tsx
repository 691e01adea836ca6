import { lazy } from "react";
import type { ModuleRoutes } from "../../lib/module-routes";
import { BUTTONS_PATH, INPUTS_PATH, TEST_PATH } from "./paths";

const InputsPage = lazy(() => import("./pages/inputs-page"));
const ButtonsPage = lazy(() => import("./pages/buttons-page"));
const TestPage = lazy(() => import("./pages/test-page"));

/** The living UI kit: the product's own shared components in their states (admin's menu only). */
export const uiKitRoutes: ModuleRoutes = {
  private: [
    { path: INPUTS_PATH, element: <InputsPage /> },
    { path: BUTTONS_PATH, element: <ButtonsPage /> },
    { path: TEST_PATH, element: <TestPage /> },
  ],
};
