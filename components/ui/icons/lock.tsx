import { icon } from "./icon";

export const Lock = icon(
  "lock",
  '<rect width="18" height="11" x="3" y="11" rx="2" ry="2"></rect><path d="M7 11V7a5 5 0 0 1 10 0v4"></path>',
);
