/**
 * @jest-environment jsdom
 */
/** What a visitor types into a textarea before the page hydrates stays there. */
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { KeptTextarea } from "./kept-textarea";

/** Server-renders the element, lets the "visitor" type, then hydrates it; the field after. */
async function typeBeforeHydration(element: React.ReactElement, typed: string) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const field = container.querySelector("textarea")!;
  field.value = typed;
  await act(async () => {
    hydrateRoot(container, element);
  });
  return container.querySelector("textarea")!;
}

describe("KeptTextarea", () => {
  it("keeps text typed before hydration over a starting text (a plain textarea loses it)", async () => {
    const plain = await typeBeforeHydration(
      <textarea name="message" defaultValue="What was refused" />,
      "What was refused, mended",
    );
    // React's hydration writes a textarea's rendered text back: the reason this component exists.
    expect(plain.value).toBe("What was refused");

    const kept = await typeBeforeHydration(
      <KeptTextarea name="message" defaultValue="What was refused" />,
      "What was refused, mended",
    );
    expect(kept.value).toBe("What was refused, mended");
  });

  it("keeps text typed before hydration into an empty field", async () => {
    const kept = await typeBeforeHydration(
      <KeptTextarea name="message" required rows={4} />,
      "Typed at once",
    );
    expect(kept.value).toBe("Typed at once");
    expect(kept.required).toBe(true);
    expect(kept.rows).toBe(4);
  });

  it("renders the starting text and attributes as React would, escaped", async () => {
    const markup = renderToString(
      <KeptTextarea
        id="note"
        name="note"
        maxLength={20}
        className="field"
        aria-describedby="hint"
        autoFocus
        defaultValue={'\nA <b>bold</b> "quote"'}
      />,
    );
    const holder = document.createElement("div");
    holder.innerHTML = markup;
    const field = holder.querySelector("textarea")!;
    expect(field.value).toBe('\nA <b>bold</b> "quote"');
    expect(field.id).toBe("note");
    expect(field.maxLength).toBe(20);
    expect(field.className).toBe("field");
    expect(field.getAttribute("aria-describedby")).toBe("hint");
    expect(field.autofocus).toBe(true);
    expect(holder.querySelector("b")).toBeNull();
  });
});
