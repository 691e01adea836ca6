export * from "./decision-schedule";
