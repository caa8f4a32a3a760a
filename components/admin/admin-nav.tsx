"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { Inbox, LayoutDashboard, MessageSquareReply, ShieldCheck, Users } from "lucide-react";
import { SidebarMenu, SidebarMenuButton, SidebarMenuItem, useSidebar } from "@/components/ui/sidebar";
import { Gauge } from "lucide-react";

const ITEMS = [
  { href: "/admin", label: "Dashboard", icon: LayoutDashboard },
  { href: "/admin/speed", label: "Speed", icon: Gauge },
  { href: "/admin/leads", label: "Leads", icon: Users },
  { href: "/admin/replies", label: "Replies", icon: MessageSquareReply },
  { href: "/admin/verifications", label: "Verifications", icon: ShieldCheck },
  { href: "/admin/outbox", label: "Outbox", icon: Inbox },
  { href: "/admin/clients", label: "Clients", icon: ShieldCheck },
] as const;

function isActive(pathname: string, href: string): boolean {
  if (href === "/admin") return pathname === "/admin";
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The dashboard's sections; the outbox is listed where it exists. */
export function AdminNav({ showOutbox }: { showOutbox: boolean }) {
  const pathname = usePathname();
  const { isMobile, setOpenMobile } = useSidebar();
  return (
    <SidebarMenu>
      {ITEMS.filter((item) => showOutbox || item.href !== "/admin/outbox").map(({ href, label, icon: Icon }) => (
        <SidebarMenuItem key={href}>
          <SidebarMenuButton asChild isActive={isActive(pathname, href)}>
            <Link href={href} title={label} onClick={() => isMobile && setOpenMobile(false)}>
              <Icon aria-hidden />
              <span>{label}</span>
            </Link>
          </SidebarMenuButton>
        </SidebarMenuItem>
      ))}
    </SidebarMenu>
  );
}
