/**
 * @jest-environment jsdom
 */
/**
 * The enquiry form keeps what autofill or a quick visitor put in it before the page hydrated,
 * through hydration and every later render, and the consultation card's request keeps the message.
 */
import { act, fireEvent } from "@testing-library/react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { ConsultationAction, consultationRequest } from "./consultation-action";
import { EnquiryForm } from "./enquiry-form";
import { EnquiryProvider } from "./enquiry-provider";

// The form posts to a server action only without its script; here the script runs.
jest.mock("@/lib/actions/enquiry", () => ({ sendEnquiry: jest.fn() }));

const page = (
  <EnquiryProvider>
    <ConsultationAction />
    <EnquiryForm packages={[]} />
  </EnquiryProvider>
);

const field = (name: string) =>
  document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;

beforeAll(() => {
  window.matchMedia = () => ({ matches: true }) as MediaQueryList;
  Element.prototype.scrollIntoView = () => undefined;
});

it("keeps autofilled and typed fields through hydration and later renders", async () => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(page);
  document.body.append(container);
  // Autofill and the visitor, before the scripts run.
  field("name").value = "Noor Haddad";
  field("email").value = "noor@example.com";
  field("message").value = "A quiet week in Lisbon.";

  await act(async () => {
    hydrateRoot(container, page);
  });
  // After hydration the visitor goes on typing; the page renders again.
  fireEvent.change(field("travel_dates"), { target: { value: "May 2027" } });
  await act(async () => {
    fireEvent.click(document.querySelector("button[type=button]")!);
  });

  expect(field("name").value).toBe("Noor Haddad");
  expect(field("email").value).toBe("noor@example.com");
  expect(field("travel_dates").value).toBe("May 2027");
  expect(field("message").value).toBe(`${consultationRequest}\n\nA quiet week in Lisbon.`);
  container.remove();
});

it("sends an enquiry once however quickly it is sent twice (a double click, a second Enter)", async () => {
  const fetchMock = jest.fn(() => new Promise<Response>(() => undefined));
  const realFetch = global.fetch;
  global.fetch = fetchMock as unknown as typeof fetch;
  try {
    const container = document.createElement("div");
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(page);
    });
    field("name").value = "Noor Haddad";
    field("email").value = "noor@example.com";
    field("message").value = "A quiet week in Lisbon.";
    const form = container.querySelector("form")!;
    // Both before React has rendered the first send's "Sending...".
    await act(async () => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    container.remove();
  } finally {
    global.fetch = realFetch;
  }
});
