// Pages paint before their JavaScript runs. Next.js writes its chunks as `<script async>`, so a
// chunk that arrives while the page is still being parsed and styled runs first, and the first
// paint waits for it: on this site's pages, Lighthouse's phone model counted 1 to 1.5 s of script
// downloads and evaluation into every Largest Contentful Paint. Here each such script is taken out
// and one inline loader in <head> adds them all once the first full frame is painted. They are not
// preloaded either: on a slow connection their 140 KB or so would share the bandwidth with the
// HTML, styles and fonts the first paint needs (measured with Lighthouse's phone model on
// /destinations: LCP 2.4 s with low-priority preloads, 1.6 s without). The markup and the scripts
// are otherwise untouched: a page works the same (its forms post without scripts), its first paint
// simply never waits for hydration.

import { bytesOf } from "./response-bytes.mjs";

/** Next.js's chunk scripts: a same-origin static chunk, loaded async. */
const chunkScript = /<script src="(\/_next\/static\/[\w./-]+\.js)" async=""><\/script>/g;

/**
 * The loader. It waits for the whole document to be parsed, then for the browser to report the
 * first contentful paint (a paint timing entry is stamped when the frame is on screen, which can
 * be well after the main thread painted it), then one more frame, and only then adds the scripts.
 * A hidden tab paints nothing, so there they start at once; without paint timing, after the next
 * frame; and never later than 3 s, whatever happens.
 */
function loaderFor(sources) {
  return (
    "<script>(function(s){var d=document,started;" +
    "function go(){if(started)return;started=1;s.forEach(function(u){" +
    "var e=d.createElement('script');e.src=u;e.async=true;d.head.appendChild(e)})}" +
    "function next(){requestAnimationFrame(function(){setTimeout(go)})}" +
    "function later(){setTimeout(go,3000);if(d.visibilityState==='hidden')return go();" +
    "try{var o=new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)" +
    "{o.disconnect();next()}});o.observe({type:'paint',buffered:true})}catch(x){next()}}" +
    "if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',later);else later()})(" +
    JSON.stringify(sources) +
    ")</script>"
  );
}

/** Rewrites one whole HTML document; a document without chunk scripts comes back unchanged. */
export function paintFirstHtml(html) {
  if (!html.includes("</head>")) return html;
  const sources = [];
  const body = html.replace(chunkScript, (_tag, source) => {
    sources.push(source);
    return "";
  });
  if (sources.length === 0) return html;
  const at = body.indexOf("</head>");
  return `${body.slice(0, at)}${loaderFor(sources)}${body.slice(at)}`;
}

const isHtml = (res) => /^text\/html\b/i.test(String(res.getHeader("content-type") ?? ""));

/**
 * Holds back an HTML response Next.js writes until it is complete, rewrites it, and sends it on
 * (to the compression layer, then the client). Other responses pass straight through.
 */
export function paintFirst(req, res) {
  if (req.method !== "GET") return;
  const chunks = [];
  let holding;
  const { write, end } = res;
  const hold = () => (holding ??= isHtml(res) && res.statusCode !== 304);
  res.write = function (chunk, encoding, callback) {
    if (!hold()) return write.call(this, chunk, encoding, callback);
    const bytes = bytesOf(chunk, encoding);
    if (bytes) chunks.push(bytes);
    if (typeof callback === "function") process.nextTick(callback);
    else if (typeof encoding === "function") process.nextTick(encoding);
    return true;
  };
  res.end = function (chunk, encoding, callback) {
    if (!hold()) return end.call(this, chunk, encoding, callback);
    const bytes = bytesOf(chunk, encoding);
    if (bytes) chunks.push(bytes);
    const html = Buffer.from(paintFirstHtml(Buffer.concat(chunks).toString("utf8")));
    if (!res.headersSent) res.setHeader("content-length", String(html.length));
    return end.call(this, html, typeof chunk === "function" ? chunk : callback);
  };
}
