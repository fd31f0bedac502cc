/** A desk page's query string as Next.js hands it over, and the first value of one parameter. */
export type DeskSearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The first value of a query parameter, or "" when it is absent. */
export const firstParam = (value: string | string[] | undefined): string =>
  (Array.isArray(value) ? value[0] : value) ?? "";
