/**
 * The group committer on its own, with a write the test controls: who is written with whom, that
 * nobody is answered before their group is written, and who fails when a group fails.
 */
import { groupCommitter } from "./group-commit";

/** A write that records each group and stays pending until the test releases it. */
function controlledWrite() {
  const groups: string[][] = [];
  const releases: ((error?: unknown) => void)[] = [];
  const write = (items: string[]) => {
    groups.push(items);
    return new Promise<string[]>((resolve, reject) => {
      releases.push((error) =>
        error ? reject(error) : resolve(items.map((item) => item.toUpperCase())),
      );
    });
  };
  return { groups, releases, write };
}

/** Lets the committer's setImmediate and the promise callbacks after it run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

function track<T>(promise: Promise<T>) {
  const state: { settled: boolean; value?: T; error?: unknown } = { settled: false };
  promise.then(
    (value) => Object.assign(state, { settled: true, value }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return state;
}

describe("group commit", () => {
  it("writes items that arrive together as one group and answers each with its own result", async () => {
    const { groups, releases, write } = controlledWrite();
    const commit = groupCommitter({ write, maxGroup: 10 });
    const answers = ["a", "b", "c"].map((item) => track(commit(item)));
    await settle();
    expect(groups).toEqual([["a", "b", "c"]]);
    expect(answers.some((answer) => answer.settled)).toBe(false);
    releases[0]!();
    await settle();
    expect(answers.map((answer) => answer.value)).toEqual(["A", "B", "C"]);
  });

  it("collects what arrives during a write into the next group, one group at a time", async () => {
    const { groups, releases, write } = controlledWrite();
    const commit = groupCommitter({ write, maxGroup: 10 });
    const first = track(commit("a"));
    await settle();
    const later = ["b", "c"].map((item) => track(commit(item)));
    await settle();
    expect(groups).toEqual([["a"]]);
    releases[0]!();
    await settle();
    expect(first.value).toBe("A");
    expect(groups).toEqual([["a"], ["b", "c"]]);
    expect(later.some((answer) => answer.settled)).toBe(false);
    releases[1]!();
    await settle();
    expect(later.map((answer) => answer.value)).toEqual(["B", "C"]);
  });

  it("never puts more than maxGroup items in one group", async () => {
    const { groups, releases, write } = controlledWrite();
    const commit = groupCommitter({ write, maxGroup: 2 });
    const answers = ["a", "b", "c", "d", "e"].map((item) => track(commit(item)));
    for (let group = 0; group < 3; group++) {
      await settle();
      releases[group]!();
    }
    await settle();
    expect(groups).toEqual([["a", "b"], ["c", "d"], ["e"]]);
    expect(answers.map((answer) => answer.value)).toEqual(["A", "B", "C", "D", "E"]);
  });

  it("writes each item alone after a group fails, so only the item at fault fails", async () => {
    const written: string[][] = [];
    const commit = groupCommitter({
      write: async (items: string[]) => {
        written.push(items);
        if (items.includes("bad")) throw Object.assign(new Error("refused"), { code: "22021" });
        return items.map((item) => item.toUpperCase());
      },
      maxGroup: 10,
    });
    const results = await Promise.allSettled(["a", "bad", "c"].map((item) => commit(item)));
    expect(written).toEqual([["a", "bad", "c"], ["a"], ["bad"], ["c"]]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(results[0]).toEqual({ status: "fulfilled", value: "A" });
  });

  it("fails the whole group without retrying when the database is away", async () => {
    const { groups, releases, write } = controlledWrite();
    const commit = groupCommitter({ write, maxGroup: 10 });
    const results = Promise.allSettled(["a", "b"].map((item) => commit(item)));
    await settle();
    releases[0]!(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }));
    const outcomes = await results;
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["rejected", "rejected"]);
    expect(groups).toEqual([["a", "b"]]);
  });

  it("counts a write that answers for the wrong number of items as failed", async () => {
    const commit = groupCommitter({
      write: async (items: string[]) => (items.length > 1 ? ["only one"] : items),
      maxGroup: 10,
    });
    // The group is retried item by item, and each of those writes answers correctly.
    await expect(Promise.all([commit("a"), commit("b")])).resolves.toEqual(["a", "b"]);
  });
});
