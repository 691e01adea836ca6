/** What other modules use of the plans module. */
export { OfficeFilter } from "./components/office-filter";
export { PLANS_POLICY_PATH } from "./paths";
export { useScopeOffices } from "./use-scope-offices";
