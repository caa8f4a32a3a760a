import { icon } from "./icon";

export const CircleX = icon(
  "circle-x",
  '<circle cx="12" cy="12" r="10"></circle><path d="m15 9-6 6"></path><path d="m9 9 6 6"></path>',
);
