/** What other modules use of the contracts module. */
export { CONTRACTS_PATH } from "./paths";
