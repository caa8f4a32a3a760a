import type { ReactNode } from "react";
import type { Hub } from "@/lib/hubs";
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuItem,
  SidebarProvider,
  SidebarTrigger,
} from "@/components/ui/sidebar";
import { ACCESS_CODE_ACTOR } from "@/lib/auth/admin-session";
import { AdminNav } from "./admin-nav";
import { SignOutButton } from "./sign-out-button";
import { SignOutEverywhereButton } from "./sign-out-everywhere-button";

export interface AdminShellProps {
  hub: Hub;
  /** From the `sidebar:state` cookie, read on the server so the first paint is right. */
  defaultOpen: boolean;
  showOutbox: boolean;
  /** Who is signed in: a staff email, "access code", or the development localhost door. */
  actor?: string;
  children: ReactNode;
}

/** "Signed in as ann@example.com", or how an unnamed session got in. */
export function signedInText(actor: string): string {
  if (actor === ACCESS_CODE_ACTOR) return "Signed in with the access code";
  if (!actor.includes("@")) return `Signed in on ${actor}`;
  return `Signed in as ${actor}`;
}

/**
 * Sidebar layout: 16rem expanded, 3rem icon rail collapsed,
 * Ctrl/Cmd+B toggles, an 18rem drawer below 768 px. It sits under the
 * sticky site header (4rem), so it is sticky there rather than fixed.
 */
export function AdminShell({ hub, defaultOpen, showOutbox, actor, children }: AdminShellProps) {
  return (
    <SidebarProvider defaultOpen={defaultOpen} className="min-h-[calc(100svh-4rem)]" data-testid="admin-shell">
      <Sidebar collapsible="icon" aria-label="Admin" className="sticky top-16 h-[calc(100svh-4rem)]">
        <SidebarHeader>
          <p className="truncate px-2 pt-1 text-sm font-semibold group-data-[collapsible=icon]:sr-only">
            {hub.name} admin
          </p>
        </SidebarHeader>
        <SidebarContent>
          <SidebarGroup>
            <SidebarGroupLabel>Dashboard</SidebarGroupLabel>
            <AdminNav showOutbox={showOutbox} />
          </SidebarGroup>
        </SidebarContent>
        {/* Room below Sign out for the floating admin button (bottom-left). */}
        <SidebarFooter className="pb-16">
          <SidebarMenu>
            <SidebarMenuItem>
              <SignOutButton />
            </SidebarMenuItem>
            <SidebarMenuItem>
              <SignOutEverywhereButton />
            </SidebarMenuItem>
          </SidebarMenu>
        </SidebarFooter>
      </Sidebar>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex h-12 items-center gap-2 border-b px-3">
          <SidebarTrigger />
          <span className="text-sm text-muted-foreground">Admin dashboard</span>
          {actor && (
            <span className="ml-auto min-w-0 truncate text-sm text-muted-foreground" data-testid="admin-actor">
              {signedInText(actor)}
            </span>
          )}
        </div>
        <div className="flex-1 p-4 md:p-6">{children}</div>
      </div>
    </SidebarProvider>
  );
}
