// The one inline script that loads a page's chunks after its first paint. Next writes its chunks into <head>
// as `<script src async>` (and a low-priority preload): the browser fetches them while it parses, and any
// that arrives before the page has painted runs first. The rewriter takes those tags out and puts this loader
// at the end of <body>: it adds the stylesheet links React adopts on hydration at once (disabled, so never
// fetched) and the scripts once the page has painted. Every tag it adds keeps the attributes React looks for
// (`script[async][src]`, `link[rel=stylesheet][href]`), so React never inserts one again. A page rendered per
// request has the response's nonce on its scripts; the loader carries it too ('strict-dynamic' then lets it
// add the scripts).

/** The attribute that lists the deferred scripts, space-separated, in document order. */
export const AFTER_PAINT_ATTRIBUTE = "data-after-first-paint";
/** The attribute that lists the inlined stylesheets' links, as `href precedence` pairs. */
export const STYLESHEETS_ATTRIBUTE = "data-adopted-stylesheets";

// The links first, disabled before they get an href. Then the scripts, once the browser reports its first
// paint (the paint timing the page's LCP is measured by). Where paint timing is missing: after the first
// animation frame. A page that never paints (a tab opened in the background) still loads them after 2 s.
// The scripts are inserted not async, so they run in document order, each in a task of its own, however they
// arrive: the page's own small chunk, which starts the app, runs last and alone, never in the same task as the
// compiling of React's large one. Once inserted they are marked async, which changes nothing for them, for
// React's lookup.
export const LOADER_SCRIPT =
  "(function(d,s,w){function a(n,t){var e=d.createElement(n);for(var k in t)e.setAttribute(k,t[k]);d.head.appendChild(e)}" +
  `var c=(s.getAttribute('${STYLESHEETS_ATTRIBUTE}')||'').split(' ');` +
  "for(var i=0;c[i+1];i+=2)a('link',{disabled:'',rel:'stylesheet',href:c[i],'data-precedence':c[i+1]});" +
  `var l=s.getAttribute('${AFTER_PAINT_ATTRIBUTE}').split(' '),g=0;` +
  "function go(){if(g++)return;l.forEach(function(u){var e=d.createElement('script');e.src=u;e.async=!1;" +
  "d.head.appendChild(e);e.setAttribute('async','')})}" +
  "var P=w.PerformanceObserver;" +
  "if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0)new P(go).observe({type:'paint',buffered:true});" +
  "else w.requestAnimationFrame(function(){setTimeout(go,0)});" +
  "setTimeout(go,2000)})" +
  "(document,document.currentScript,window)";

const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/** The loader element for `scripts` (their URLs), `stylesheets` (`[href, precedence]`) and the page's nonce. */
export function loaderElement(scripts: readonly string[], stylesheets: readonly string[], nonce?: string): string {
  const attributes = [
    `${AFTER_PAINT_ATTRIBUTE}="${attribute(scripts.join(" "))}"`,
    ...(stylesheets.length ? [`${STYLESHEETS_ATTRIBUTE}="${attribute(stylesheets.join(" "))}"`] : []),
    ...(nonce ? [`nonce="${attribute(nonce)}"`] : []),
  ];
  return `<script ${attributes.join(" ")}>${LOADER_SCRIPT}</script>`;
}
