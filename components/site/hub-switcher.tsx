import { HUBS, HUB_IDS, type HubId } from "@/lib/hubs/registry";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/ui/class-names";
import type { HubSwitcherData } from "./idle-chrome";

/**
 * Hub switcher: its data and classes, joined on the server so the client
 * part (loaded after hydration, IdleChrome) ships no tailwind-merge.
 */
export function hubSwitcherProps(current: HubId): HubSwitcherData {
  return {
    current,
    hubs: HUB_IDS.map((id) => ({ id, name: HUBS[id].name })),
    fabClassName: cn(buttonVariants({ size: "icon" }), "ml-auto flex rounded-full shadow-lg"),
    triggerClassName: cn(buttonVariants({ variant: "outline" }), "w-full justify-between"),
  };
}
