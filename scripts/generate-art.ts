// Generates every illustration under public/images/ as deterministic, art-directed SVG.
// Run with `npx tsx scripts/generate-art.ts` (or `npm run art`). Nothing is fetched: all art is code.
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { ogDefault, hero, partnerLogo, PARTNER_SLUGS } from "./art/brand";
import { JOURNAL, PACKAGES, SCENES, SceneSpec, journalSpec, sceneFor } from "./art/catalog";
import { renderScene } from "./art/compose";
import { flatlay } from "./art/flatlay";
import { overlay, underlay } from "./art/overlays";
import { AUTHOR_IDS, avatar } from "./art/people";
import { poster } from "./art/posters";

const ROOT = resolve(dirname(process.argv[1] ?? "scripts/generate-art.ts"), "..");
const OUT = join(ROOT, "public", "images");
const CONTENT = join(ROOT, "content");
const MAX_BYTES = 30 * 1024;

/** File names (without extension) in a content folder, if it exists. */
function contentSlugs(folder: string, ext: string): string[] {
  const dir = join(CONTENT, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(ext))
    .map((f) => basename(f, ext));
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

const unique = (xs: string[]): string[] => [...new Set(xs)].sort();

function write(kind: string, name: string, svg: string): void {
  if (!/viewBox="/.test(svg) || !/role="img"/.test(svg) || !/ width="\d+" height="\d+"/.test(svg))
    throw new Error(`${kind}/${name}: missing viewBox, size or role`);
  if (Buffer.byteLength(svg) > MAX_BYTES)
    throw new Error(`${kind}/${name}: ${svg.length} bytes is over 30 KB`);
  const dir = kind ? join(OUT, kind) : OUT;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.svg`), svg);
}

function renderSpec(seed: string, spec: SceneSpec, w: number, h: number, v: number): string {
  const scene = sceneFor(spec.scene);
  const motifs = spec.motifs ?? [];
  return renderScene(scene, {
    seed,
    w,
    h,
    v,
    time: spec.time ?? scene.times[v] ?? scene.times[0],
    flip: spec.flip ?? v === 1,
    under: (c) => underlay(c, motifs),
    over: (c) => overlay(c, motifs),
  });
}

function destinations(): void {
  for (const slug of unique([...Object.keys(SCENES), ...contentSlugs("destinations", ".json")]))
    write("destinations", slug, renderSpec(slug, { scene: slug, flip: false }, 1200, 800, 0));
}

function packages(): void {
  const specs: Record<string, SceneSpec> = { ...PACKAGES };
  for (const file of contentSlugs("packages", ".json")) {
    const data = readJson(join(CONTENT, "packages", `${file}.json`)) as
      { slug?: string; destination_ids?: string[] } | undefined;
    const slug = data?.slug ?? file;
    const first = data?.destination_ids?.[0];
    if (!specs[slug] && first) specs[slug] = { scene: first };
  }
  for (const [slug, spec] of Object.entries(specs))
    write("packages", slug, renderSpec(`pkg-${slug}`, spec, 1200, 800, 1));
}

function journal(): void {
  for (const slug of unique([...Object.keys(JOURNAL), ...contentSlugs("journal", ".md")])) {
    const spec = journalSpec(slug);
    if ("flat" in spec) write("journal", slug, flatlay(`j-${slug}`, spec.flat));
    else if ("poster" in spec) write("journal", slug, poster(`j-${slug}`, spec.poster));
    else write("journal", slug, renderSpec(`j-${slug}`, { flip: false, ...spec }, 1200, 630, 2));
  }
}

function people(): void {
  const fromFile = readJson(join(CONTENT, "authors.json"));
  const ids = Array.isArray(fromFile)
    ? fromFile.map((a: { id?: string }) => a.id ?? "").filter(Boolean)
    : [];
  for (const id of unique([...AUTHOR_IDS, ...ids])) write("authors", id, avatar(id));
  const partners = readJson(join(CONTENT, "partners.json"));
  const slugs = Array.isArray(partners)
    ? partners.map((p: { slug?: string }) => p.slug ?? "").filter(Boolean)
    : [];
  for (const slug of unique([...PARTNER_SLUGS, ...slugs]))
    write("partners", slug, partnerLogo(slug));
}

function report(): void {
  for (const kind of ["destinations", "packages", "journal", "authors", "partners", ""]) {
    const dir = kind ? join(OUT, kind) : OUT;
    const files = readdirSync(dir).filter((f) => f.endsWith(".svg"));
    let largest = { name: "", size: 0 };
    for (const f of files) {
      const size = statSync(join(dir, f)).size;
      if (size > largest.size) largest = { name: f, size };
    }
    const label = (kind || "(root)").padEnd(13);
    console.log(
      `${label} ${String(files.length).padStart(3)} files, largest ${largest.name} ${(largest.size / 1024).toFixed(1)} KB`,
    );
  }
}

destinations();
packages();
journal();
people();
write("", "og-default", ogDefault());
write("", "hero", hero());
report();
