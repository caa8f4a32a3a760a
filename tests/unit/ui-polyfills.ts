/**
 * Browser APIs Radix needs that jsdom lacks. Imported by the ui-* tests only
 * (the shared setup file stays untouched).
 */
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

let mobile = false;
const listeners = new Set<() => void>();

/** Switch the viewport between desktop and below-768 px for useIsMobile; notifies subscribers. */
export function setMobileViewport(value: boolean): void {
  mobile = value;
  listeners.forEach((l) => l());
}

if (typeof window !== "undefined") {
  window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query.includes("max-width: 767px") ? mobile : false;
    },
    media: query,
    onchange: null,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    addListener: (l: () => void) => listeners.add(l),
    removeListener: (l: () => void) => listeners.delete(l),
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
}
