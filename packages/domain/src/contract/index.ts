export * from "./admin.contract";
export * from "./auth.contract";
export * from "./calendar.contract";
export * from "./complaints.contract";
export * from "./envelope.contract";
export * from "./menu.contract";
export * from "./notices.contract";
