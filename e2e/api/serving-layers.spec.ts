/**
 * The layers of our own server (server/node/server.mjs) rely on what one version of Next.js writes: the
 * paint-first rewrite on its `<script src="/_next/static/..." async="">` tags, the response cache on
 * its Cache-Control and internal request headers. These tests read the real production build, so an
 * upgrade that changes that output fails here instead of quietly turning a layer into a no-op; and
 * each layer's switch gives Next.js's own output back. By default the cache is on and the rewrite
 * off (it costs a phone more interactivity than the paint it gains); PAINT_FIRST=on turns it on.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { serverNodeFlags } from "../../server/node/node-flags.mjs";
import { startOwnSite, type OwnSite } from "../support/own-site";
import { dataRoot, servers } from "../support/servers";
import { expect, test } from "../support/test";

const pages = ["/", "/destinations", "/destinations/lisbon", "/packages", "/blog", "/contact"];

/** Next.js's own chunk tags, which the rewrite takes out. */
const chunkTag = /<script src="\/_next\/static\/[\w./-]+\.js" async=""><\/script>/g;

/** The chunks the paint-first loader adds after the first paint, or none if the page has no loader. */
function loaderChunks(html: string): string[] {
  const loader =
    /<script>\(function\(s\)\{[^<]*first-contentful-paint[^<]*\}\)\((\[[^\]]*\])\)<\/script>/.exec(
      html,
    );
  return loader ? (JSON.parse(loader[1]!) as string[]) : [];
}

test("by default every page is Next.js's own HTML, its chunk scripts as Next.js wrote them", async ({
  request,
}) => {
  const site = servers.embedded.url;
  for (const page of pages) {
    const response = await request.get(site + page);
    expect(response.status(), page).toBe(200);
    const html = await response.text();
    expect(loaderChunks(html), `${page}: no loader`).toEqual([]);
    expect((html.match(chunkTag) ?? []).length, `${page}: Next.js's chunk tags`).toBeGreaterThan(0);
  }
});

test.describe("with PAINT_FIRST=on and RESPONSE_CACHE=off", () => {
  const { port, url: site } = servers.layersSwitched;
  let ownSite: OwnSite | undefined;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    ownSite = await startOwnSite({
      port,
      url: site,
      dataDir: path.join(dataRoot, "layersSwitched"),
      env: { PAINT_FIRST: "on", RESPONSE_CACHE: "off" },
    });
  });
  test.afterAll(() => ownSite?.stop());

  test("every page's scripts start after the first paint, and each one the loader names is served", async ({
    request,
  }) => {
    for (const page of pages) {
      const response = await request.get(site + page);
      expect(response.status(), page).toBe(200);
      const html = await response.text();
      expect(html.match(chunkTag) ?? [], `${page}: Next.js's chunk tags left in`).toEqual([]);
      const chunks = loaderChunks(html);
      expect(chunks.length, `${page}: chunks the loader adds`).toBeGreaterThan(0);
      // The loader sits in <head>, before anything the page paints.
      expect(html.indexOf("first-contentful-paint"), page).toBeLessThan(html.indexOf("</head>"));
      for (const chunk of chunks) {
        const script = await request.get(site + chunk);
        expect(script.status(), chunk).toBe(200);
        expect(script.headers()["content-type"], chunk).toContain("javascript");
      }
    }
  });

  test("nothing is served from a copy", async ({ request }) => {
    // A shareable page read again is rendered or read by Next.js again, not kept: no Age.
    for (const page of ["/destinations", "/api/destinations"]) {
      const first = await request.get(site + page);
      expect(first.headers()["cache-control"], page).toContain("s-maxage=");
      for (let again = 0; again < 3; again++) {
        const response = await request.get(site + page);
        expect(response.status(), page).toBe(200);
        expect(response.headers()["age"], page).toBeUndefined();
      }
    }
  });

  test("a switch set to anything but on or off stops the server with the reason", () => {
    const result = spawnSync(process.execPath, [...serverNodeFlags, "server/node/server.mjs"], {
      env: {
        ...process.env,
        PORT: String(port + 100),
        DATA_DIR: path.join(dataRoot, "layersSwitched-refused"),
        PAINT_FIRST: "maybe",
      },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PAINT_FIRST must be "on" or "off", not "maybe".');
  });
});
