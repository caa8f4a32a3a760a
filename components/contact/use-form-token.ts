"use client";

import { useCallback, useEffect, useState } from "react";
import { fetchFormToken, type FormTokenState } from "@/lib/contact/client";

export interface FormTokenHook {
  token: FormTokenState | null;
  failed: boolean;
  /** Forget the current token and ask for a new one (after the server refused it). */
  reload: () => void;
}

/** The contact form token, fetched on mount so the page itself stays static (issue 5 §4). */
export function useFormToken(): FormTokenHook {
  const [token, setToken] = useState<FormTokenState | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    fetchFormToken().then(setToken, () => setFailed(true));
  }, []);

  useEffect(load, [load]);

  const reload = useCallback(() => {
    setToken(null);
    load();
  }, [load]);

  return { token, failed, reload };
}
