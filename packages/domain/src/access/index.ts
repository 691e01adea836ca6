export * from "./guard";
export * from "./menu";
export * from "./permissions";
export * from "./roles";
