/** Passkeys are bound to SITE_URL's domain and origin, and offered only where browsers allow them. */
import { passkeySettingsFor, passkeysAvailableAt } from "./passkey-settings";

it("binds passkeys to the site's hostname and accepts them from its origin only", () => {
  expect(passkeySettingsFor("https://desk.lavendercompass.example")).toEqual({
    rpID: "desk.lavendercompass.example",
    rpName: "Lavender Compass staff desk",
    origin: "https://desk.lavendercompass.example",
  });
  expect(passkeySettingsFor("http://localhost:3741")).toMatchObject({
    rpID: "localhost",
    origin: "http://localhost:3741",
  });
  // A path or a port never widens or changes the domain.
  expect(passkeySettingsFor("https://Lavender.example:8443/staff/")).toMatchObject({
    rpID: "lavender.example",
    origin: "https://lavender.example:8443",
  });
});

it.each([
  ["https://lavendercompass.example", true],
  ["http://localhost:3000", true],
  ["http://desk.localhost:3000", true],
  ["http://lavendercompass.example", false],
  ["http://127.0.0.1:3201", false],
  ["https://203.0.113.9", false],
  ["http://[::1]:3000", false],
])("passkeys at %s: %s", (siteUrl, available) => {
  expect(passkeysAvailableAt(siteUrl)).toBe(available);
});
