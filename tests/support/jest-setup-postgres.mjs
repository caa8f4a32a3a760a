export { setUpPostgres as default } from "./jest-global.mjs";
