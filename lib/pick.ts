/** The named fields of a record and nothing else: what an island receives of a record it shows. */
export function pick<T extends object, K extends keyof T>(
  record: T,
  keys: readonly K[],
): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = record[key];
  return picked;
}
