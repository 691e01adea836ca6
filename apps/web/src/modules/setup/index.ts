/** What other modules use of the setup module. */
export { QUICK_FILTER_PATH } from "./paths";
export { setupOptionsQuery } from "./queries";
