/**
 * @jest-environment jsdom
 */
/**
 * Sections whose data failed on the server show their failure message in place and raise the same toast.
 * The pages are prerendered from content, so these failures are exercised here, section by section.
 */
import { render, screen } from "@testing-library/react";
import { toast } from "./toast";
import { FeaturedDestinations } from "@/components/home/featured-destinations";
import { FeaturedStories } from "@/components/journal/featured-stories";
import { FailureNotice } from "./failure-notice";

jest.mock("./toast", () => ({ toast: { error: jest.fn() } }));

beforeEach(() => jest.mocked(toast.error).mockClear());

describe("failure notices", () => {
  it("shows the message as an alert and raises it once as a toast", () => {
    render(<FailureNotice message="Failed to load packages" />);
    expect(screen.getByRole("alert").textContent).toBe("Failed to load packages");
    expect(toast.error).toHaveBeenCalledWith("Failed to load packages", {
      id: "Failed to load packages",
    });
  });

  it("the home page's featured destinations say 'Failed to load destinations'", () => {
    render(<FeaturedDestinations section={{ ok: false }} />);
    expect(screen.getByRole("alert").textContent).toBe("Failed to load destinations");
    expect(toast.error).toHaveBeenCalledWith("Failed to load destinations", expect.anything());
  });

  it("the journal's featured stories say 'Failed to load blog posts'", () => {
    render(<FeaturedStories featured={{ ok: false }} />);
    expect(screen.getByRole("alert").textContent).toBe("Failed to load blog posts");
  });
});
