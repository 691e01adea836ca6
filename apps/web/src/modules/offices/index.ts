/** What other modules use of the offices module: the reference-data pickers' queries. */
export { districtsQuery, localLevelsQuery, provincesQuery } from "./queries";
