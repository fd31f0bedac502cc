/** The file that names the template made last. */
export const latestTemplateNote: string;
/** The migrated PGlite template's path, made first when there is none for these migrations. */
export function pgliteTemplate(): Promise<string>;
