import type { ReactNode } from "react";
import { CLIENT_IDS } from "@/content/clients";

// Every hub × every registered client is prerendered; any other id is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return CLIENT_IDS.map((clientId) => ({ clientId }));
}

export default function ClientLayout({ children }: { children: ReactNode }) {
  return children;
}
