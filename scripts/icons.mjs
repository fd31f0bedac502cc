#!/usr/bin/env node
// Writes the site's icons as one SVG sprite (components/ui/icons.svg) and their names
// (components/ui/icon-names.ts) from lucide-react's shapes. A page then draws an icon as
// `<svg><use href="…icons.svg#name"/></svg>`: about 100 bytes of HTML, no JavaScript, and the shapes
// downloaded once and cached (the sprite's address carries a hash of its content). lucide-react's own
// components are client components: each drew its shapes inline, hydrated, and carried them again in
// the page's React payload.
// To add an icon: add its lucide name (https://lucide.dev/icons) below and run `node scripts/icons.mjs`.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const names = [
  "arrow-left",
  "arrow-right",
  "brain-circuit",
  "briefcase",
  "calendar-clock",
  "calendar-days",
  "check",
  "chevron-right",
  "circle-check",
  "circle-x",
  "clock",
  "compass",
  "download",
  "file-text",
  "flask-conical",
  "gem",
  "gift",
  "handshake",
  "heart",
  "info",
  "leaf",
  "loader-circle",
  "lock",
  "mail",
  "map-pin",
  "menu",
  "message-circle",
  "message-square-text",
  "minus",
  "phone",
  "scale",
  "search",
  "send",
  "share-2",
  "shield-check",
  "sparkles",
  "star",
  "ticket",
  "users",
  "video",
  "x",
];

const root = path.resolve(import.meta.dirname, "..");
const icons = path.join(root, "node_modules/lucide-react/dist/esm/icons");
const version = JSON.parse(
  readFileSync(path.join(root, "node_modules/lucide-react/package.json"), "utf8"),
).version;

const escape = (value) => String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;");

const symbols = [];
for (const name of names) {
  const { __iconData: data } = await import(path.join(icons, `${name}.mjs`));
  if (!data) throw new Error(`lucide-react ${version} has no shapes for "${name}"`);
  const shapes = data.node.map(([tag, attributes]) => {
    const pairs = Object.entries(attributes)
      .filter(([key]) => key !== "key")
      .map(([key, value]) => ` ${key}="${escape(value)}"`);
    return `<${tag}${pairs.join("")}/>`;
  });
  symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${shapes.join("")}</symbol>`);
}

writeFileSync(
  path.join(root, "components/ui/icons.svg"),
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><!-- Lucide icons (lucide-react ${version}, ISC licence), written by scripts/icons.mjs --><defs>${symbols.join("")}</defs></svg>\n`,
);
writeFileSync(
  path.join(root, "components/ui/icon-names.ts"),
  [
    "// Written by scripts/icons.mjs: the icons of components/ui/icons.svg. Add one there, not here.",
    `export const iconNames = ${JSON.stringify(names)} as const;`,
    "",
    "export type IconName = (typeof iconNames)[number];",
    "",
  ].join("\n"),
);
console.log(`[icons] ${names.length} icons from lucide-react ${version}`);
