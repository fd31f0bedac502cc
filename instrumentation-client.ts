/**
 * Runs in the browser before the app's own modules. zod 4 probes with `new Function("")` whether
 * it may compile validators; the Content-Security-Policy forbids eval, so the probe, though caught,
 * is reported as a CSP violation on every page. Jitless mode skips the probe and validates the
 * same way without generated code. zod reads its config from this global and documents setting it
 * before zod loads (zod/v4/core/core.ts), which costs no zod code in every page's first load.
 */
import type { $ZodConfig } from "zod/v4/core";

const holder = globalThis as typeof globalThis & { __zod_globalConfig?: $ZodConfig };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
