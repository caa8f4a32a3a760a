export { setUpPglite as default } from "./jest-global.mjs";
