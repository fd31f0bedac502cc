// Scene composition: sky + scene body (optionally mirrored) + motif overlay + finishing.
import { Ctx, doc, finish, makeCtx, t, Time } from "./core";
import { sky, SkyOpts } from "./sky";

export interface Scene {
  /** horizon as a fraction of the height */
  hz: number;
  /** default times for destination, package and journal renderings */
  times: [Time, Time, Time];
  sky?: SkyOpts;
  draw(c: Ctx): string;
}

export interface RenderOpts {
  seed: string;
  w: number;
  h: number;
  time: Time;
  v?: number;
  flip?: boolean;
  sky?: SkyOpts;
  /** drawn between the sky and the scene (e.g. aurora, jet) */
  under?: (c: Ctx) => string;
  /** drawn over the scene, never mirrored (motifs) */
  over?: (c: Ctx) => string;
}

export function renderScene(scene: Scene, o: RenderOpts): string {
  const c = makeCtx(o.seed, o.w, o.h, o.time, o.v ?? 0);
  c.hz = o.h * scene.hz;
  let body = sky(c, { ...scene.sky, ...o.sky });
  if (o.under) body += o.under(c);
  body += scene.draw(c);
  if (o.flip) body = t`<g transform="matrix(-1 0 0 1 ${o.w} 0)">${body}</g>`;
  if (o.over) body += o.over(c);
  body += finish(c);
  return doc(c, body);
}

/** Wrap content so the reflect() helper can mirror it. */
export const group = (c: Ctx, name: string, body: string): string =>
  `<g id="${c.id(name)}">${body}</g>`;
