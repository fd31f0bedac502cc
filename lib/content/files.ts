/** Reading content/ (from disk, or the edge worker's bundled copy): JSON and markdown, validated. */
import path from "node:path";
import matter from "gray-matter";
import type { z } from "zod";
import { contentExists, listContent, readContent } from "./source";

export { defaultContentDir } from "./source";

/** Collects every problem found in content/ so one run reports them all. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Content is invalid:\n- ${problems.join("\n- ")}`);
    this.name = "ContentError";
  }
}

export class ProblemList {
  readonly problems: string[] = [];
  add(problem: string) {
    this.problems.push(problem);
  }
  throwIfAny() {
    if (this.problems.length > 0) throw new ContentError(this.problems);
  }
}

function describe(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`)
    .join("; ");
}

export function parseWith<T extends z.ZodType>(
  schema: T,
  value: unknown,
  where: string,
  problems: ProblemList,
): z.infer<T> | undefined {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  problems.add(`${where}: ${describe(result.error)}`);
  return undefined;
}

export function readJson<T extends z.ZodType>(
  dir: string,
  file: string,
  schema: T,
  problems: ProblemList,
): z.infer<T> | undefined {
  const full = path.join(dir, file);
  if (!contentExists(full)) {
    problems.add(`${file}: missing`);
    return undefined;
  }
  let value: unknown;
  try {
    value = JSON.parse(readContent(full));
  } catch (error) {
    problems.add(`${file}: not valid JSON (${(error as Error).message})`);
    return undefined;
  }
  return parseWith(schema, value, file, problems);
}

export interface MarkdownFile<T> {
  slug: string;
  data: T;
  body: string;
}

export function readMarkdown<T extends z.ZodType>(
  dir: string,
  file: string,
  schema: T,
  problems: ProblemList,
): MarkdownFile<z.infer<T>> | undefined {
  const full = path.join(dir, file);
  if (!contentExists(full)) {
    problems.add(`${file}: missing`);
    return undefined;
  }
  const parsed = matter(readContent(full));
  const data = parseWith(schema, parsed.data, file, problems);
  if (data === undefined) return undefined;
  return { slug: path.basename(file).replace(/\.md$/, ""), data, body: parsed.content.trim() };
}

/** File names in a folder of content/ with the given extension, sorted for stable output. */
export function listFiles(dir: string, folder: string, extension: string): string[] {
  const full = path.join(dir, folder);
  if (!contentExists(full)) return [];
  return listContent(full)
    .filter((name) => name.endsWith(extension))
    .sort()
    .map((name) => path.join(folder, name));
}

export function countWords(markdown: string): number {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#>*_`|-]/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
}

/** Reading time at 220 words a minute, never less than one minute. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 220));
}

/** Fills {{name}} placeholders; an unknown name is a content problem, not silent text. */
export function fillPlaceholders(
  text: string,
  values: Record<string, string>,
  where: string,
  problems: ProblemList,
): string {
  return text.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) {
      problems.add(`${where}: unknown placeholder ${whole}`);
      return whole;
    }
    return value;
  });
}
