export * from "./progress";
export * from "./schedule";
