export * from "./calendar/index";
