/**
 * Loads one section's data on the server. A failure becomes { ok: false } so the page still renders
 * and shows its failure message in place of the section, instead of failing whole.
 */
export type Section<T> = { ok: true; data: T } | { ok: false };

export async function loadSection<T>(name: string, load: () => Promise<T>): Promise<Section<T>> {
  try {
    return { ok: true, data: await load() };
  } catch (error) {
    console.error(`[page] ${name} failed to load: ${(error as Error)?.message ?? "unknown error"}`);
    return { ok: false };
  }
}
