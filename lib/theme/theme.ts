import { THEME_STORAGE_KEY } from "./no-flash-script";

/**
 * The light/dark theme in the browser, without a provider: the no-flash
 * script sets `class="dark"` (or "light") on <html> before paint and handles
 * the toggle; these read it, and follow the system (while the choice is
 * "system") and other tabs.
 */
type ThemeChoice = "light" | "dark" | "system";
export type ResolvedTheme = "light" | "dark";

const DARK_QUERY = "(prefers-color-scheme: dark)";

function storedChoice(): ThemeChoice {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return value === "light" || value === "dark" ? value : "system";
  } catch {
    return "system";
  }
}

/** The theme on screen now. */
export function currentTheme(): ResolvedTheme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

function apply(theme: ResolvedTheme) {
  const root = document.documentElement;
  // No color transitions while everything changes at once.
  const freeze = document.createElement("style");
  freeze.textContent = "*,*::before,*::after{transition:none!important}";
  document.head.appendChild(freeze);
  root.classList.remove("light", "dark");
  root.classList.add(theme);
  root.style.colorScheme = theme;
  void window.getComputedStyle(document.body).opacity;
  setTimeout(() => freeze.remove(), 1);
}

function resolve(choice: ThemeChoice): ResolvedTheme {
  if (choice !== "system") return choice;
  return window.matchMedia?.(DARK_QUERY).matches ? "dark" : "light";
}

/** Calls `onChange` whenever the theme on screen changes; returns the unsubscribe. */
export function subscribeTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}

/**
 * Keeps the page in step with the system (while the choice is "system") and
 * with a choice made in another tab. It starts after load, so it first
 * catches up with a system change made since the no-flash script chose.
 * Returns the stop function.
 */
export function followThemeChanges(): () => void {
  const media = window.matchMedia?.(DARK_QUERY);
  const onSystem = () => {
    if (storedChoice() !== "system") return;
    const wanted = resolve("system");
    if (wanted !== currentTheme()) apply(wanted);
  };
  const onStorage = (e: StorageEvent) => e.key === THEME_STORAGE_KEY && apply(resolve(storedChoice()));
  media?.addEventListener("change", onSystem);
  window.addEventListener("storage", onStorage);
  onSystem();
  return () => {
    media?.removeEventListener("change", onSystem);
    window.removeEventListener("storage", onStorage);
  };
}
