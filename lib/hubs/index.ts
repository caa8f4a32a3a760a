export * from "./registry";
export { resolveHub } from "./resolve";
export { hostnameOf } from "./host";
