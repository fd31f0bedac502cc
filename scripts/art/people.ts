// Stylised, faceless portrait avatars for the journal's authors (400x400).
import { C, doc, finish, makeCtx, mix, path, t } from "./core";
import { circ } from "./shapes";

interface Sitter {
  bg: string;
  arch: string;
  skin: string;
  hair: string;
  cloth: string;
  accent: string;
  style: "side-part" | "long" | "curls" | "high-top";
  beard?: boolean;
  glasses?: boolean;
  earrings?: boolean;
}

const SITTERS: Record<string, Sitter> = {
  "eliot-marsh": {
    bg: C.aubergine,
    arch: C.violet,
    skin: "#e9c6aa",
    hair: "#9a8a86",
    cloth: "#5b4a8a",
    accent: C.gold,
    style: "side-part",
    beard: true,
  },
  "priya-raman": {
    bg: C.blush,
    arch: C.lavender,
    skin: "#b27b58",
    hair: "#24161e",
    cloth: C.teal,
    accent: C.gold,
    style: "long",
    earrings: true,
  },
  "jonah-castellanos": {
    bg: C.teal,
    arch: "#5fa6a4",
    skin: "#c9926b",
    hair: "#3a2418",
    cloth: C.cream,
    accent: C.lavender,
    style: "curls",
    beard: true,
  },
  "sam-okafor": {
    bg: C.lavender,
    arch: "#d9ccf2",
    skin: "#6e4530",
    hair: "#1c1210",
    cloth: C.aubergine,
    accent: C.gold,
    style: "high-top",
    glasses: true,
  },
};

export const AUTHOR_IDS = Object.keys(SITTERS);

function hairBack(s: Sitter): string {
  if (s.style === "long")
    return path(
      "M126 172C124 102 166 78 200 78C236 78 276 102 274 172L286 330C252 350 148 350 114 330Z",
      s.hair,
    );
  return "";
}

function hairFront(s: Sitter, seed: () => number): string {
  switch (s.style) {
    case "side-part":
      return path(
        "M140 168C132 112 166 88 206 90C248 92 270 122 262 170C256 146 242 128 220 122C192 116 166 128 152 146C146 154 142 160 140 168Z",
        s.hair,
      );
    case "long":
      return path(
        "M142 162C144 112 174 96 200 98C226 96 256 112 258 162C242 132 218 116 200 110C182 116 158 132 142 162Z",
        s.hair,
      );
    case "curls": {
      let d = "";
      for (let i = 0; i <= 10; i++) {
        const a = Math.PI * (1.02 + i * 0.096);
        d += circ(200 + Math.cos(a) * 60, 160 + Math.sin(a) * 70, 20 + seed() * 8);
      }
      d += circ(200, 104, 34) + circ(170, 112, 26) + circ(230, 112, 26);
      return path(d, s.hair);
    }
    default:
      return path(
        "M142 172C138 120 142 66 200 64C258 66 262 120 258 172C250 150 236 140 200 138C164 140 150 150 142 172Z",
        s.hair,
      );
  }
}

export function avatar(id: string): string {
  const s = SITTERS[id] ?? (SITTERS["eliot-marsh"] as Sitter);
  const c = makeCtx("author-" + id, 400, 400, "noon");
  const shade = mix(s.skin, "#2a1838", 0.22);
  let o = t`<rect width="400" height="400" fill="${s.bg}"/>`;
  o += path("M84 400V200A116 116 0 0 1 316 200V400Z", s.arch, 'opacity=".55"');
  o += t`<path d="M64 400V200A136 136 0 0 1 336 200V400" fill="none" stroke="${C.gold}" stroke-width="2" opacity=".7"/>`;
  o += t`<circle cx="318" cy="88" r="20" fill="${C.gold}" opacity=".85"/>`;
  o += hairBack(s);
  o += path("M58 400C62 326 118 296 168 288H232C282 296 338 326 342 400Z", s.cloth);
  o += path("M174 226V292Q200 312 226 292V226Z", shade);
  o += t`<ellipse cx="142" cy="180" rx="10" ry="16" fill="${shade}"/><ellipse cx="258" cy="180" rx="10" ry="16" fill="${shade}"/>`;
  o += t`<ellipse cx="200" cy="172" rx="58" ry="72" fill="${s.skin}"/>`;
  o += t`<ellipse cx="178" cy="150" rx="26" ry="34" fill="#fff" opacity=".08"/>`;
  if (s.beard)
    o += path(
      s.style === "curls"
        ? "M144 184C146 236 172 256 200 256C228 256 254 236 256 184C246 214 226 224 200 224C174 224 154 214 144 184Z"
        : "M148 198C152 238 176 252 200 252C224 252 248 238 252 198C242 222 224 232 200 232C176 232 158 222 148 198Z",
      mix(s.hair, s.skin, 0.15),
      'opacity=".92"',
    );
  o += hairFront(s, c.r);
  if (s.glasses)
    o += t`<path d="M158 178a20 20 0 1 0 40 0a20 20 0 1 0 -40 0ZM202 178a20 20 0 1 0 40 0a20 20 0 1 0 -40 0ZM198 176h4M158 176l-16 -4M242 176l16 -4" fill="none" stroke="${C.gold}" stroke-width="4"/>`;
  if (s.earrings)
    o += t`<circle cx="142" cy="206" r="9" fill="none" stroke="${C.gold}" stroke-width="3.5"/><circle cx="258" cy="206" r="9" fill="none" stroke="${C.gold}" stroke-width="3.5"/>`;
  // clothing details
  if (s.style === "side-part")
    o +=
      path("M176 290L200 346L224 290Z", C.cream) +
      path("M168 290L200 360L150 330Z M232 290L200 360L250 330Z", mix(s.cloth, "#000000", 0.2)) +
      path("M268 336l22 -8l6 14l-22 6Z", s.accent);
  if (s.style === "long")
    o += t`<path d="M170 300Q200 330 230 300" fill="none" stroke="${s.accent}" stroke-width="3"/>`;
  if (s.style === "curls")
    o +=
      path("M176 290L200 330L224 290Z", shade) +
      path("M168 288L200 330L178 346ZM232 288L200 330L222 346Z", mix(C.cream, C.lavender, 0.4)) +
      t`<path d="M120 320Q200 360 280 320" fill="none" stroke="${s.accent}" stroke-width="10" opacity=".9"/>`;
  if (s.style === "high-top")
    o +=
      path("M172 282H228V306Q200 318 172 306Z", C.gold) +
      t`<circle cx="262" cy="340" r="9" fill="${C.blush}"/><circle cx="262" cy="340" r="4" fill="${C.violet}"/>`;
  o += finish(c, 0.08, 0.2);
  return doc(c, o);
}
