export * from "./list-columns";
export * from "./report-catalogue";
export * from "./report-names";
