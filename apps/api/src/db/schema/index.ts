export * from "./access";
export * from "./audit";
export * from "./calendar";
export * from "./notices";
export * from "./offices";
export * from "./settings";
