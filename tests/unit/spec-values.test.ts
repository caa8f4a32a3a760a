import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "@/components/ui/tooltip";
import { TOAST_DURATION_MS, TOAST_GAP_PX, TOAST_LIMIT, TOAST_WIDTH_PX } from "@/components/ui/sonner";
import {
  SIDEBAR_COOKIE_MAX_AGE_S,
  SIDEBAR_COOKIE_NAME,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  SIDEBAR_WIDTH_MOBILE,
} from "@/components/ui/sidebar-provider";
import { MOBILE_BREAKPOINT_PX } from "@/hooks/use-mobile";
import { TYPEWRITER_TIMINGS } from "@/content/constants";
import { TOAST_VARIANTS } from "@/lib/toast/notify";

/**
 * The numbers the product spec fixes, each checked once here at its home.
 * Behavior tests import these constants rather than restating them, so a
 * tuned number fails here alone and a broken behavior fails there.
 */
describe("values the spec fixes", () => {
  it("tooltip: opens after 700 ms of hover; a neighbor within 300 ms opens at once", () => {
    expect([TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS]).toEqual([700, 300]);
  });

  it("toasts: three visible, 4000 ms, 356 px wide, 14 px apart, in seven variants", () => {
    expect([TOAST_LIMIT, TOAST_DURATION_MS, TOAST_WIDTH_PX, TOAST_GAP_PX]).toEqual([3, 4000, 356, 14]);
    expect(TOAST_VARIANTS).toEqual(["default", "destructive", "success", "info", "warning", "error", "loading"]);
  });

  it("sidebar: 16rem open, 3rem rail, 18rem drawer below 768 px, state kept a week in a cookie", () => {
    expect([SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON, SIDEBAR_WIDTH_MOBILE]).toEqual(["16rem", "3rem", "18rem"]);
    expect(MOBILE_BREAKPOINT_PX).toBe(768);
    expect([SIDEBAR_COOKIE_NAME, SIDEBAR_COOKIE_MAX_AGE_S]).toEqual(["sidebar:state", 604800]);
  });

  it("typewriter: 100 ms a character typing, 2000 ms hold, 50 ms a character deleting", () => {
    expect(TYPEWRITER_TIMINGS).toEqual({ typeMs: 100, holdMs: 2000, deleteMs: 50 });
  });
});
