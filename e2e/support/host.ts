/** The host a smoke test runs against, named by each Playwright project (e2e/hosts). */
import { test as base } from "./test";

export interface HostUnderTest {
  /** Where the host serves the site. */
  url: string;
  /** Where staff read stored records: the host itself, or the Node backend behind an edge front. */
  staffUrl: string;
  /** The staff token of the instance that stores records. */
  staffToken: () => string;
  /** Whether the host compresses pages itself (every host but a local edge preview). */
  compresses: boolean;
}

export const test = base.extend<{ host: HostUnderTest }>({
  host: [{ url: "", staffUrl: "", staffToken: () => "", compresses: true }, { option: true }],
  baseURL: async ({ host }, provide) => provide(host.url),
});
