/**
 * The theme applied before first paint, with the same settings the
 * ThemeProvider uses (class attribute, "theme" in localStorage, system by
 * default). It is a fixed string so the admin pages' CSP can allow it by its
 * SHA-256 hash instead of 'unsafe-inline'.
 */
export const THEME_STORAGE_KEY = "theme";

export const NO_FLASH_THEME_SCRIPT =
  "(function(){try{var d=document.documentElement,t=localStorage.getItem(" +
  JSON.stringify(THEME_STORAGE_KEY) +
  ')||"system";' +
  'if(t==="system")t=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";' +
  'if(t!=="light"&&t!=="dark")return;d.classList.remove("light","dark");d.classList.add(t);d.style.colorScheme=t}catch(e){}})()';
