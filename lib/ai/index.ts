/** The site's Queer Intelligence, built once per process from the catalog and the configured keys. */
import "server-only";
import { getConfig, holdRulesOf } from "../config";
import { getCatalog } from "../content/catalog";
import { createQueerIntelligence } from "./engine";
import { providersFromConfig } from "./providers/models";
import type { QueerIntelligence } from "./types";

export type { QueerIntelligence } from "./types";

const holder = globalThis as typeof globalThis & { __lavenderAi?: QueerIntelligence };

export function getQueerIntelligence(): QueerIntelligence {
  holder.__lavenderAi ??= createQueerIntelligence({
    catalog: getCatalog,
    providers: providersFromConfig(getConfig()),
    holdRules: holdRulesOf(getConfig()),
  });
  return holder.__lavenderAi;
}
