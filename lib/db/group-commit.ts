/**
 * Group commit: writes that arrive together (in the same turn of the event loop, or while the
 * previous group is being written) go to the database as one group, and each caller is answered
 * only once its group is committed. On PGlite every statement blocks the event loop, so fifty
 * enquiries in one transaction cost little more than one; on PostgreSQL they share one fsync.
 */
import { isConnectionFailure } from "./client";

interface Waiter<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

export interface GroupCommitOptions<Item, Result> {
  /**
   * Writes a whole group atomically and resolves, once it is committed, with one result per item
   * in the order given. If it throws, none of the group may have been written.
   */
  write: (items: Item[]) => Promise<Result[]>;
  /** The most items written together: keeps a statement's parameters and a transaction small. */
  maxGroup: number;
}

/**
 * Returns a function that writes one item as part of a group. A group that fails because the
 * database is away fails every item in it; any other failure may be one item's fault (a value the
 * database refuses), so each item is then written alone and only the guilty one fails.
 */
export function groupCommitter<Item, Result>({
  write,
  maxGroup,
}: GroupCommitOptions<Item, Result>): (item: Item) => Promise<Result> {
  const waiting: Waiter<Item, Result>[] = [];
  let flushing = false;

  async function writeGroup(group: Waiter<Item, Result>[]): Promise<void> {
    try {
      const results = await write(group.map((waiter) => waiter.item));
      if (results.length !== group.length) {
        throw new Error(`A group of ${group.length} was written with ${results.length} results`);
      }
      group.forEach((waiter, i) => waiter.resolve(results[i] as Result));
    } catch (error) {
      if (group.length > 1 && !isConnectionFailure(error)) {
        for (const waiter of group) await writeGroup([waiter]);
      } else {
        for (const waiter of group) waiter.reject(error);
      }
    }
  }

  async function flush(): Promise<void> {
    // Whatever arrives while a group is written waits for the next one: one group at a time.
    while (waiting.length > 0) await writeGroup(waiting.splice(0, maxGroup));
    flushing = false;
  }

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (flushing) return;
      flushing = true;
      // Waiting for the end of this turn of the event loop lets requests that came in together
      // form one group without adding a fixed delay to a lone request.
      setImmediate(() => void flush());
    });
}

/** One committer per database and job, so tests with several databases never mix their groups. */
export function perDatabase<Db extends object, Item, Result>(
  make: (db: Db) => (item: Item) => Promise<Result>,
): (db: Db) => (item: Item) => Promise<Result> {
  const committers = new WeakMap<Db, (item: Item) => Promise<Result>>();
  return (db) => {
    let committer = committers.get(db);
    if (!committer) {
      committer = make(db);
      committers.set(db, committer);
    }
    return committer;
  };
}
