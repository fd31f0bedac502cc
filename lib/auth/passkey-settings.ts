/**
 * Where staff passkeys are bound. WebAuthn ties a passkey to a relying party ID, the site's domain
 * name, and a browser only offers it on that domain: the ID is SITE_URL's hostname and the one
 * origin a passkey is accepted from is SITE_URL's origin, so a passkey made on the desk works on
 * the desk only.
 */

export const PASSKEY_RP_NAME = "Lavender Compass staff desk";

export interface PasskeySettings {
  rpID: string;
  rpName: string;
  origin: string;
}

export function passkeySettingsFor(siteUrl: string): PasskeySettings {
  const url = new URL(siteUrl);
  return { rpID: url.hostname, rpName: PASSKEY_RP_NAME, origin: url.origin };
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * Whether browsers will use passkeys for this site at all: WebAuthn needs a secure context (HTTPS,
 * or http://localhost) and refuses an IP address as the relying party ID.
 */
export function passkeysAvailableAt(siteUrl: string): boolean {
  const { protocol, hostname } = new URL(siteUrl);
  if (IPV4.test(hostname) || hostname.startsWith("[")) return false;
  const local = hostname === "localhost" || hostname.endsWith(".localhost");
  return protocol === "https:" || local;
}
