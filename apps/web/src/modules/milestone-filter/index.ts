/** What other modules use of the milestone filter. */
export { MilestoneFilter } from "./components/milestone-filter";
export { presetsQuery } from "./queries";
