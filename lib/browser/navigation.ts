/**
 * Full-page navigations, behind one object so tests can spy on them
 * (jsdom's `window.location` cannot be mocked). Client code only.
 */
export const browserNavigation = {
  reload(): void {
    window.location.reload();
  },
  assign(url: string): void {
    window.location.assign(url);
  },
};
