/**
 * @jest-environment jsdom
 */
/** The consultation card's action: the scheduling widget only once asked for, else the form. */
import { fireEvent, render, screen } from "@testing-library/react";
import { ConsultationAction } from "./consultation-action";
import { EnquiryProvider } from "./enquiry-provider";

// The enquiry form posts to a server action; this test renders the card alone, so the action
// (and the backend behind it) is replaced by a function that is never called here.
jest.mock("@/lib/actions/enquiry", () => ({ sendEnquiry: jest.fn() }));

const renderAction = (schedulingUrl?: string) =>
  render(
    <EnquiryProvider>
      <ConsultationAction schedulingUrl={schedulingUrl} />
    </EnquiryProvider>,
  );

describe("consultation action", () => {
  it("loads the scheduling widget in a frame only when asked for", () => {
    renderAction("https://scheduling.example/lavender-compass");
    expect(document.querySelector("iframe")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Choose a time" }));
    const frame = screen.getByTitle("Schedule a free consultation");
    expect(frame.getAttribute("src")).toBe("https://scheduling.example/lavender-compass");
  });

  it("offers a request through the enquiry form when no widget is configured", () => {
    renderAction(undefined);
    expect(screen.getByRole("button", { name: "Request a consultation" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Choose a time" })).toBeNull();
  });
});
