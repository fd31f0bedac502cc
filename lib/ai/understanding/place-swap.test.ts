/**
 * A message that names one place and nothing else asks the visitor's last question again, of that
 * place, as the visitor wrote it.
 */
import type { ChatMessage } from "../../contract";
import { loadCatalog } from "../../content/catalog";
import { createLocalEngine } from "../local/engine";
import { placeSwapped } from "./place-swap";

const catalog = loadCatalog();
const engine = createLocalEngine(() => catalog);
const asked = (...contents: string[]): ChatMessage[] =>
  contents.map((content, at) => ({
    id: `m${at}`,
    type: "user",
    content,
    timestamp: "2026-11-30T06:00:00.000Z",
  }));
const chat = (message: string, ...previous: string[]) =>
  engine.chat({ message, context: { previous_messages: asked(...previous) } }).text;

describe("a place said alone after a question", () => {
  it("asks the last question again of that place, with its 'the' where the old one had it", () => {
    expect(placeSwapped(catalog, "and amsterdam's?", asked("when is berlin pride?"))).toBe(
      "when is amsterdam pride?",
    );
    expect(
      placeSwapped(catalog, "and in the uk?", asked("can i travel to the netherlands on an X?")),
    ).toBe("can i travel to the uk on an X?");
    expect(
      placeSwapped(
        catalog,
        "what about thailand",
        asked("is gay marriage legal in the netherlands"),
      ),
    ).toBe("is gay marriage legal in thailand");
  });

  it("goes back through the places said alone to the last real question", () => {
    expect(
      placeSwapped(catalog, "and lisbon?", asked("when is berlin pride?", "and amsterdam's?")),
    ).toBe("when is lisbon pride?");
  });

  it("leaves alone a message that asks more than a place, or a question naming no one place", () => {
    expect(
      placeSwapped(catalog, "is amsterdam safe?", asked("when is berlin pride?")),
    ).toBeUndefined();
    expect(
      placeSwapped(catalog, "and amsterdam?", asked("which is safer, berlin or lisbon?")),
    ).toBeUndefined();
    expect(placeSwapped(catalog, "and amsterdam?", [])).toBeUndefined();
  });

  it("is answered as that question would be: Amsterdam's Pride, not its scores", () => {
    expect(chat("and amsterdam's?", "when is berlin pride?")).toMatch(/^Pride Amsterdam, usually/);
  });
});

describe("a question for a place's score", () => {
  it("gets the score with no 'yes' in front, since it asked for a figure", () => {
    expect(chat("what's the safety score for barcelona?")).toMatch(/^Barcelona scores 4\.5\/5/);
    expect(chat("is barcelona safe?")).toMatch(/^Yes: Barcelona scores/);
  });
});
