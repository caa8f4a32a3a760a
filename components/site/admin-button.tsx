import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/ui/class-names";
import type { AdminButtonClasses } from "./idle-chrome";

/**
 * Floating admin button (bottom-left of every page): its classes, joined
 * on the server so the client part (loaded after hydration, IdleChrome)
 * ships no tailwind-merge; the access-code dialog loads only when the
 * locked variant shows.
 */
export function adminButtonProps(): AdminButtonClasses {
  return {
    shieldClassName: cn(buttonVariants({ size: "icon" }), "rounded-full shadow-lg"),
    lockClassName: cn(buttonVariants({ size: "icon", variant: "secondary" }), "rounded-full shadow-lg"),
  };
}
