import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { SUCCESS_REDIRECT_MS } from "@/lib/funnel/timings";

/**
 * Navigate to `href` after `delayMs` once `href` is set (1.5 s
 * after verification, 2 s after the expiry message). Targets that are route
 * handlers redirecting off-site (/signup, /login) need a full page load;
 * pages (/admin) use the client router.
 */
export function useRedirectAfter(href: string | null, delayMs = SUCCESS_REDIRECT_MS, hard = false) {
  const router = useRouter();
  useEffect(() => {
    if (!href) return;
    const id = window.setTimeout(() => {
      if (hard) window.location.assign(href);
      else router.push(href);
    }, delayMs);
    return () => window.clearTimeout(id);
  }, [href, delayMs, hard, router]);
}
