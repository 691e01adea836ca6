/** What other modules use of the calendar module. */
export { allFiscalYearsQuery, calendarKeys } from "./queries";
