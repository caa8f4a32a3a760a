import { ChevronDown, Layers } from "lucide-react";
import { HUBS, HUB_IDS, type HubId } from "@/lib/hubs/registry";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import type { HubSwitcherPanelProps } from "./hub-switcher-panel";

/**
 * Hub switcher, its server half: icons and button classes are
 * rendered here so the client leaf ships neither lucide nor tailwind-merge
 * (JavaScript budget: the chrome adds at most 20 KB of JavaScript).
 */
export function hubSwitcherProps(current: HubId): HubSwitcherPanelProps {
  return {
    current,
    hubs: HUB_IDS.map((id) => ({ id, name: HUBS[id].name })),
    icon: <Layers aria-hidden="true" />,
    chevron: <ChevronDown aria-hidden="true" className="opacity-60" />,
    fabClassName: cn(buttonVariants({ size: "icon" }), "ml-auto flex rounded-full shadow-lg"),
    triggerClassName: cn(buttonVariants({ variant: "outline" }), "w-full justify-between"),
  };
}
