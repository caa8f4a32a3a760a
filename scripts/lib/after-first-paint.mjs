// Prerendered HTML that fetches nothing before its first paint. Next writes
// its chunks into <head> as `<script src async>` (and one low-priority
// preload): the browser fetches them while it parses, and any that arrives
// before the page has painted runs first, so its download and its evaluation
// stand in front of the text. The disabled stylesheet link that React adopts
// on hydration (scripts/lib/inline-css.mjs) is fetched too, by the parser's
// look-ahead, which does not read `disabled`. Here those tags give way to one
// inline loader at the end of <body>: it adds the disabled link at once (from
// script, never fetched) and the scripts once the page has painted, so the
// page paints from the document alone and then hydrates. Every tag keeps the
// attributes React looks for (`script[async][src]`, `link[rel=stylesheet][href]`),
// so React never inserts one again. On a page rendered per request, whose
// scripts carry the response's CSP nonce, the loader carries it too (the
// policy's 'strict-dynamic' then lets it add the scripts). Safe to run twice.

// The nonce comes after `async` on the scripts in <head>, before it on the bootstrap script in <body>.
const CHUNK_SCRIPT =
  /<script src="(\/_next\/static\/[^"]+\.js)"(?: nonce="([^"]*)")? async=""(?: nonce="([^"]*)")?><\/script>/g;
const CHUNK_PRELOAD =
  /<link rel="preload" as="script"(?: fetchPriority="[a-zA-Z]+")?(?: nonce="[^"]*")? href="\/_next\/static\/[^"]+\.js"\/>/g;
const DISABLED_STYLESHEET = /<link rel="stylesheet" href="([^"]+)" data-precedence="([^"\s]*)" disabled=""\/>/g;

/** The attribute that lists the deferred scripts, space-separated, in document order. */
export const AFTER_PAINT_ATTRIBUTE = "data-after-first-paint";
/** The attribute that lists the disabled stylesheet links, as `href precedence` pairs. */
const STYLESHEETS_ATTRIBUTE = "data-adopted-stylesheets";

// The links first, disabled before they get an href. Then the scripts, once
// the browser reports its first paint (the paint timing the page's LCP is
// measured by). Where paint timing is missing: after the first animation
// frame. A page that never paints (a tab opened in the background) still
// loads them after 2 s.
const LOADER =
  "(function(d,s,w){function a(n,t){var e=d.createElement(n);for(var k in t)e.setAttribute(k,t[k]);d.head.appendChild(e)}" +
  `var c=(s.getAttribute('${STYLESHEETS_ATTRIBUTE}')||'').split(' ');` +
  "for(var i=0;c[i+1];i+=2)a('link',{disabled:'',rel:'stylesheet',href:c[i],'data-precedence':c[i+1]});" +
  `var l=s.getAttribute('${AFTER_PAINT_ATTRIBUTE}').split(' '),g=0;` +
  "function go(){if(g++)return;l.forEach(function(u){a('script',{src:u,async:''})})}" +
  "var P=w.PerformanceObserver;" +
  "if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0)new P(go).observe({type:'paint',buffered:true});" +
  "else w.requestAnimationFrame(function(){setTimeout(go,0)});" +
  "setTimeout(go,2000)})" +
  "(document,document.currentScript,window)";

/** `html` that fetches nothing before its first paint; unchanged when it has no chunk scripts. */
export function afterFirstPaint(html) {
  const chunks = [...html.matchAll(CHUNK_SCRIPT)];
  const sources = [...new Set(chunks.map((m) => m[1]))];
  if (!sources.length || !html.includes("</body>")) return html;
  const stylesheets = [...html.matchAll(DISABLED_STYLESHEET)].flatMap((m) => [m[1], m[2]]);
  const nonce = chunks.map((m) => m[2] ?? m[3]).find(Boolean);
  const attributes = [
    `${AFTER_PAINT_ATTRIBUTE}="${sources.join(" ")}"`,
    ...(stylesheets.length ? [`${STYLESHEETS_ATTRIBUTE}="${stylesheets.join(" ")}"`] : []),
    ...(nonce ? [`nonce="${nonce}"`] : []),
  ];
  return html
    .replace(CHUNK_SCRIPT, "")
    .replace(CHUNK_PRELOAD, "")
    .replace(DISABLED_STYLESHEET, "")
    .replace("</body>", `<script ${attributes.join(" ")}>${LOADER}</script></body>`);
}

/** Every script a page names: its `<script src>` tags (the noModule one included) and its deferred list. */
export function pageScripts(html) {
  const tags = [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
  const deferred = [...html.matchAll(new RegExp(`${AFTER_PAINT_ATTRIBUTE}="([^"]*)"`, "g"))].flatMap((m) =>
    m[1].split(" ").filter(Boolean),
  );
  return [...new Set([...tags, ...deferred])];
}
