export * from "./project-summary";
