#!/usr/bin/env node
// Writes the site's icons, named in components/ui/icon-names.ts, as one SVG sprite
// (components/ui/icons.svg) from lucide-react's shapes, and a few as stylesheet masks. A page then
// draws an icon as `<svg><use href="…icons.svg#name"/></svg>`: about 100 bytes of HTML, no
// JavaScript, and the shapes downloaded once and cached (the sprite's address carries a hash of its content). lucide-react's own
// components are client components: each drew its shapes inline, hydrated, and carried them again in
// the page's React payload.
// To add an icon: add its lucide name (https://lucide.dev/icons) to components/ui/icon-names.ts
// and run `npm run icons`.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
/** The icons the site draws: the list in components/ui/icon-names.ts, which types `<Icon name>`. */
const namesFile = path.join(root, "components/ui/icon-names.ts");
const names = [...readFileSync(namesFile, "utf8").matchAll(/^\s+"([a-z0-9-]+)",$/gm)].map(
  (match) => match[1],
);
if (names.length === 0) throw new Error(`no icon names found in ${namesFile}`);

/**
 * Icons a stylesheet draws as a mask (list bullets, a badge's mark): decoration that repeats on every
 * card costs nothing in the page this way. Written as custom properties, `--icon-<name>`, in
 * app/icon-masks.css; a rule uses `mask: var(--icon-check) center / contain no-repeat` and a
 * background colour.
 */
const masks = ["check", "shield-check", "calendar-days"];

const icons = path.join(root, "node_modules/lucide-react/dist/esm/icons");
const version = JSON.parse(
  readFileSync(path.join(root, "node_modules/lucide-react/package.json"), "utf8"),
).version;

const escape = (value) => String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;");

async function shapesOf(name) {
  const { __iconData: data } = await import(path.join(icons, `${name}.mjs`));
  if (!data) throw new Error(`lucide-react ${version} has no shapes for "${name}"`);
  return data.node
    .map(([tag, attributes]) => {
      const pairs = Object.entries(attributes)
        .filter(([key]) => key !== "key")
        .map(([key, value]) => ` ${key}="${escape(value)}"`);
      return `<${tag}${pairs.join("")}/>`;
    })
    .join("");
}

const symbols = [];
for (const name of names) {
  symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${await shapesOf(name)}</symbol>`);
}

const maskLines = [];
for (const name of masks) {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'>${(await shapesOf(name)).replace(/"/g, "'")}</svg>`;
  maskLines.push(`  --icon-${name}: url("data:image/svg+xml,${encodeURIComponent(svg)}");`);
}
writeFileSync(
  path.join(root, "app/icon-masks.css"),
  `/* Written by scripts/icons.mjs from lucide-react ${version} (ISC licence): icons a stylesheet draws as masks. */\n:root {\n${maskLines.join("\n")}\n}\n`,
);

writeFileSync(
  path.join(root, "components/ui/icons.svg"),
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><!-- Lucide icons (lucide-react ${version}, ISC licence), written by scripts/icons.mjs --><defs>${symbols.join("")}</defs></svg>\n`,
);
console.log(`[icons] ${names.length} icons from lucide-react ${version}`);
