/** Picks the backend once per process: remote when BACKEND_URL is set, embedded otherwise. */
import "server-only";
import { getConfig } from "../config";
import { getStaffToken } from "../staff/token";
import { createEmbeddedBackend } from "./embedded";
import { createRemoteBackend } from "./remote";
import type { Backend } from "./types";

export type { Backend, ClientInfo } from "./types";

const holder = globalThis as typeof globalThis & { __lavenderBackend?: Backend };

export function getBackend(): Backend {
  if (!holder.__lavenderBackend) {
    const config = getConfig();
    holder.__lavenderBackend = config.BACKEND_URL
      ? createRemoteBackend({
          baseUrl: config.BACKEND_URL,
          timeoutMs: config.BACKEND_TIMEOUT_MS,
          staffToken: getStaffToken,
        })
      : createEmbeddedBackend();
  }
  return holder.__lavenderBackend;
}
