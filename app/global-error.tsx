"use client";

/**
 * Replaces the root layout when the layout itself fails, so it brings its own document and
 * inline styles: the site's stylesheet and fonts may be what failed.
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en">
      <body
        style={{
          margin: 0,
          minHeight: "100vh",
          display: "grid",
          placeItems: "center",
          background: "#f7f2ea",
          color: "#1d1429",
          fontFamily: "Georgia, serif",
        }}
      >
        <title>Something went wrong | Lavender Compass</title>
        <main style={{ maxWidth: "36rem", padding: "2rem", textAlign: "center" }}>
          <h1 style={{ color: "#2a1838", fontSize: "2.25rem" }}>Something went wrong</h1>
          <p style={{ color: "#5b5066", lineHeight: 1.6 }}>
            We could not show this page just now. Please try again in a moment, or write to
            concierge@lavendercompass.example.
          </p>
          <button
            type="button"
            onClick={retry}
            style={{
              marginTop: "1.5rem",
              border: 0,
              borderRadius: "999px",
              background: "#2a1838",
              color: "#f7f2ea",
              padding: "0.75rem 1.5rem",
              fontSize: "1rem",
              cursor: "pointer",
            }}
          >
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
