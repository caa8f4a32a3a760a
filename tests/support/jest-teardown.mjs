export { tearDown as default } from "./jest-global.mjs";
