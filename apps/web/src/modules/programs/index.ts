/** What other modules and the shell use of the programs module. */
export { PROGRAMS_PATH } from "./paths";
