import { useCallback, useEffect, useState } from "react";
import { fetchFormToken, type FormTokenState } from "@/lib/contact/client";

export interface FormTokenHook {
  token: FormTokenState | null;
  failed: boolean;
  /** Forget the current token and ask for a new one (after any failed submission: a token is used once). */
  reload: () => void;
}

/** The contact form token, fetched on mount so the page itself stays static. */
export function useFormToken(): FormTokenHook {
  const [token, setToken] = useState<FormTokenState | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    fetchFormToken().then(
      (next) => {
        if (!live) return;
        setToken(next);
        setFailed(false);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const reload = useCallback(() => {
    setToken(null);
    setAttempt((n) => n + 1);
  }, []);

  return { token, failed, reload };
}
