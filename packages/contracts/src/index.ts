// Feature files re-export their split-out parts (lists, messages, copy, constants).
export * from "./common";
export * from "./batting-cage";
export * from "./scoring";
export * from "./usage";
export * from "./dream-team";
export * from "./name-generator";
export * from "./signin-widget";
