export * from "./list-columns";
export * from "./public-report";
export * from "./report-catalogue";
export * from "./report-names";
