import { followThemeChanges } from "@/lib/theme/theme";
import { THEME_STORAGE_KEY } from "@/lib/theme/no-flash-script";

/**
 * The page follows the system's light or dark preference while no theme is chosen. Following starts after
 * load, with the page's deferred parts, so a change made while the page loaded is caught up at that start.
 */
let systemDark = false;
const listeners = new Set<() => void>();

beforeEach(() => {
  systemDark = false;
  listeners.clear();
  window.localStorage.clear();
  document.documentElement.className = "light";
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === "(prefers-color-scheme: dark)" && systemDark;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
});

/** The system turns light or dark, and says so. */
function systemTurns(dark: boolean) {
  systemDark = dark;
  for (const listener of listeners) listener();
}

const theme = () => document.documentElement.className;

it("catches up with a system change made while the page loaded", () => {
  systemDark = true;
  const stop = followThemeChanges();
  expect(theme()).toBe("dark");
  stop();
});

it("follows the system's changes, and stops when told", () => {
  const stop = followThemeChanges();
  expect(theme()).toBe("light");
  systemTurns(true);
  expect(theme()).toBe("dark");
  systemTurns(false);
  expect(theme()).toBe("light");
  stop();
  systemTurns(true);
  expect(theme()).toBe("light");
});

it("leaves a chosen theme alone, at the start and on a change", () => {
  window.localStorage.setItem(THEME_STORAGE_KEY, "light");
  systemDark = true;
  const stop = followThemeChanges();
  expect(theme()).toBe("light");
  systemTurns(false);
  systemTurns(true);
  expect(theme()).toBe("light");
  stop();
});
