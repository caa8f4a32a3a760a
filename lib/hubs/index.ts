export * from "./registry";
export { resolveHub, hostnameOf } from "./resolve";
