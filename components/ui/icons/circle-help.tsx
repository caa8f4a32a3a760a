import { icon } from "./icon";

export const CircleHelp = icon(
  "circle-help",
  '<circle cx="12" cy="12" r="10"></circle><path d="M9.09 9a3 3 0 0 1 5.83 1c0 2-3 3-3 3"></path><path d="M12 17h.01"></path>',
);
