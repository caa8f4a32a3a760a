import { Lock, ShieldCheck } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import type { AdminButtonClientProps } from "./admin-button-client";

/**
 * Floating admin button (bottom-left of every page). Its server
 * half, like the hub switcher: icons and classes are rendered here so the
 * client leaf on every page ships neither lucide nor tailwind-merge, and the
 * access-code dialog loads only when the locked variant shows.
 */
export function adminButtonProps(): AdminButtonClientProps {
  return {
    shieldIcon: <ShieldCheck aria-hidden="true" />,
    lockIcon: <Lock aria-hidden="true" />,
    shieldClassName: cn(buttonVariants({ size: "icon" }), "rounded-full shadow-lg"),
    lockClassName: cn(buttonVariants({ size: "icon", variant: "secondary" }), "rounded-full shadow-lg"),
  };
}
