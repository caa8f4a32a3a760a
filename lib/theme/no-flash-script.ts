/**
 * The theme applied before first paint, with the settings the rest of the
 * site uses (class attribute, "theme" in localStorage, system by default),
 * and the theme toggle's click: any `[data-theme-toggle]` button switches
 * light/dark from the first paint on, before (and without) the page's
 * JavaScript. It is a fixed string so the admin pages' CSP can allow it by
 * its SHA-256 hash instead of 'unsafe-inline'.
 */
export const THEME_STORAGE_KEY = "theme";

export const NO_FLASH_THEME_SCRIPT =
  "(function(){var d=document.documentElement,k=" +
  JSON.stringify(THEME_STORAGE_KEY) +
  ';function a(t){d.classList.remove("light","dark");d.classList.add(t);d.style.colorScheme=t}' +
  'try{var t=localStorage.getItem(k)||"system";' +
  'if(t==="system")t=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";' +
  'if(t==="light"||t==="dark")a(t)}catch(e){}' +
  'document.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("[data-theme-toggle]");if(!b)return;' +
  'var t=d.classList.contains("dark")?"light":"dark";' +
  // No color transitions while everything changes at once.
  'var s=document.createElement("style");s.textContent="*,*::before,*::after{transition:none!important}";document.head.appendChild(s);' +
  "a(t);try{localStorage.setItem(k,t)}catch(e){}getComputedStyle(d).opacity;setTimeout(function(){s.remove()},1)})})()";
