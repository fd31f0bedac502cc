export function bytesOf(chunk: unknown, encoding?: unknown): Buffer | undefined;
