import { icon } from "./icon";

export const Menu = icon("menu", '<path d="M4 5h16"></path><path d="M4 12h16"></path><path d="M4 19h16"></path>');
