import { cookies } from "next/headers";
import type { Hub } from "@/lib/hubs";
import { readUserSession } from "@/lib/auth/user-session";
import { Button } from "@/components/ui/button";
import { AccessCodeForm } from "./access-code-form";
import { StaffSignInForm } from "./staff-sign-in-form";

/**
 * What /admin shows without an admin session: a verified user
 * learns their account is verified and where to log in; anyone else gets
 * the access-code form, and below it the staff sign-in by emailed code.
 * Never any data.
 */
export async function AdminGate({ hub }: { hub: Hub }) {
  const user = readUserSession(await cookies());
  if (user) {
    return (
      <section className="mx-auto max-w-md px-4 py-16 text-center" data-testid="admin-verified-user">
        <h1 className="text-2xl font-bold tracking-tight">Your account is verified</h1>
        <p className="mt-3 text-muted-foreground">
          {user.email ?? user.phone ?? "Your account"} is verified with {hub.name}. Log in to the app to start texting.
        </p>
        <Button asChild className="mt-6">
          <a href="/login">Go to app login</a>
        </Button>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-sm px-4 py-16" data-testid="admin-sign-in">
      <h1 className="text-2xl font-bold tracking-tight">Admin sign-in</h1>
      <p className="mt-2 text-sm text-muted-foreground">Enter the {hub.name} admin access code.</p>
      {/* The forms read ?error= and ?staff= from a no-JavaScript post. The page is rendered per request, so
          they need no Suspense boundary, and must have none: past React's 12.8 KB chunk size a boundary is
          streamed out of place, hidden until a script moves it, and a browser without JavaScript never sees it. */}
      <AccessCodeForm />
      {/* Shown whether or not ADMIN_EMAILS is set: it never tells who is staff. */}
      <StaffSignInForm />
    </section>
  );
}
