/**
 * Pages paint before their JavaScript runs: Next.js's async chunk scripts are taken out and one
 * loader in <head> starts them after the first frame. Everything else in the page is untouched.
 */
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { paintFirst, paintFirstHtml } from "./paint-first.mjs";

const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>',
  '<script src="/_next/static/chunks/react-dom.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-1.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  "<title>Amsterdam</title></head><body><h1>Amsterdam</h1>",
  '<script>self.__next_f.push([1,"data"])</script>',
  '<script src="/_next/static/chunks/boot.js" async=""></script>',
  "</body></html>",
].join("");

const loaderSources = (html: string) =>
  JSON.parse(/\}\)\((\[[^\]]*\])\)<\/script>/.exec(html)?.[1] ?? "null") as string[] | null;

describe("paintFirstHtml", () => {
  const html = paintFirstHtml(page);

  it("removes every async chunk script, in <head> and <body>", () => {
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
  });

  it("lists them, in document order, in one loader at the end of <head>", () => {
    expect(loaderSources(html)).toEqual([
      "/_next/static/chunks/react-dom.js",
      "/_next/static/chunks/turbopack-1.js",
      "/_next/static/chunks/boot.js",
    ]);
    expect(html.indexOf("requestAnimationFrame")).toBeLessThan(html.indexOf("</head>"));
  });

  it("adds no preload, so no chunk's download competes with the first paint", () => {
    const preloaded = (chunk: string) =>
      html.match(new RegExp(`rel="preload" as="script"[^>]*${chunk}\\.js`, "g")) ?? [];
    expect(preloaded("react-dom")).toHaveLength(0);
    expect(preloaded("turbopack-1")).toHaveLength(0);
    // What Next.js preloads itself stays as it wrote it.
    expect(preloaded("boot")).toHaveLength(1);
  });

  it("keeps the markup, the inline data and the nomodule polyfill", () => {
    expect(html).toContain("<h1>Amsterdam</h1>");
    expect(html).toContain('self.__next_f.push([1,"data"])');
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
  });

  it("leaves a document without chunk scripts, or without a head, as it is", () => {
    const plain = "<!DOCTYPE html><html><head></head><body>Hello</body></html>";
    expect(paintFirstHtml(plain)).toBe(plain);
    const fragment = '<script src="/_next/static/chunks/a.js" async=""></script>';
    expect(paintFirstHtml(fragment)).toBe(fragment);
  });

  it("never moves a script from anywhere but the site's own static chunks", () => {
    const foreign = page.replace(
      "/_next/static/chunks/react-dom.js",
      "https://cdn.example/x.js\\u0022</script><script>alert(1)",
    );
    const sources = loaderSources(paintFirstHtml(foreign)) ?? [];
    expect(sources.every((source) => source.startsWith("/_next/static/"))).toBe(true);
  });
});

describe("paintFirst on a response", () => {
  let server: Server;
  let base: string;
  let reply: (res: ServerResponse) => void;

  beforeAll(async () => {
    server = createServer((req, res) => {
      paintFirst(req, res);
      reply(res);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("rewrites an HTML page written in pieces and sends its true length", async () => {
    reply = (res) => {
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.write(page.slice(0, 100));
      res.write(Buffer.from(page.slice(100, 300)));
      res.end(page.slice(300));
    };
    const response = await fetch(base);
    const body = await response.text();
    expect(body).toBe(paintFirstHtml(page));
    expect(response.headers.get("content-length")).toBe(String(Buffer.byteLength(body)));
  });

  it("passes anything that is not HTML straight through", async () => {
    const json = JSON.stringify({ page });
    reply = (res) => {
      res.setHeader("content-type", "application/json");
      res.end(json);
    };
    expect(await (await fetch(base)).text()).toBe(json);
  });
});
