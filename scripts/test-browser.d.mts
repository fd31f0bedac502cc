/** Debian's headless-only Chromium, the browser the tests prefer. */
export const headlessShellPath: string;
/** Debian's full Chromium, used when the shell is not installed. */
export const fullChromiumPath: string;
/** CHROMIUM_PATH when set, else the headless shell when installed, else the full browser. */
export function testBrowserPath(): string;
