/** What a member is told when a passkey sign-in or a new passkey does not work. */
import {
  addPasskey,
  describePasskeyError,
  PasskeyRequestError,
  PasskeysUnsupportedError,
  signInWithPasskey,
} from "./passkey-browser";

const realFetch = global.fetch;
afterAll(() => {
  global.fetch = realFetch;
});

const browserError = (name: string) => Object.assign(new Error("from the browser"), { name });

it("refuses before asking the site when the browser has no WebAuthn", async () => {
  const fetching = jest.fn();
  global.fetch = fetching;
  // Jest's Node.js environment has no PublicKeyCredential, like a browser without passkeys.
  await expect(signInWithPasskey()).rejects.toBeInstanceOf(PasskeysUnsupportedError);
  await expect(addPasskey("Phone")).rejects.toBeInstanceOf(PasskeysUnsupportedError);
  expect(fetching).not.toHaveBeenCalled();
  expect(describePasskeyError(new PasskeysUnsupportedError(), "sign-in")).toMatch(
    /can’t use passkeys\. Sign in with your e-mail and password/,
  );
  expect(describePasskeyError(new PasskeysUnsupportedError(), "add")).toMatch(
    /can’t make passkeys/,
  );
});

it("says a cancelled or timed-out prompt was cancelled, and that nothing was saved", () => {
  for (const name of ["NotAllowedError", "AbortError"]) {
    expect(describePasskeyError(browserError(name), "sign-in")).toMatch(
      /^Passkey sign-in was cancelled or timed out\. Try again, or sign in with your e-mail/,
    );
    expect(describePasskeyError(browserError(name), "add")).toMatch(
      /cancelled or timed out\. Nothing was saved/,
    );
  }
});

it("explains the site's refusals", () => {
  const refusal = (status: number, code: string, message = "") =>
    new PasskeyRequestError(status, code, message);
  expect(describePasskeyError(refusal(401, "PASSKEY_NOT_FOUND"), "sign-in")).toMatch(
    /isn’t linked to a staff account any more/,
  );
  const limited = "Too many sign-in attempts; please wait 15 minutes and try again";
  expect(describePasskeyError(refusal(429, "rate_limited", limited), "sign-in")).toBe(limited);
  expect(describePasskeyError(refusal(403, "SESSION_NOT_FRESH"), "add")).toMatch(
    /confirm your password, then add it/,
  );
  expect(describePasskeyError(refusal(400, "USER_VERIFICATION_REQUIRED"), "add")).toMatch(
    /didn’t confirm it was you .* so the passkey wasn’t saved/,
  );
  expect(describePasskeyError(refusal(400, "USER_VERIFICATION_REQUIRED"), "sign-in")).toMatch(
    /didn’t confirm it was you/,
  );
  expect(describePasskeyError(refusal(403, "ACCOUNT_DISABLED"), "sign-in")).toBe(
    "This staff account is disabled. Ask the owner of the desk.",
  );
  expect(describePasskeyError(refusal(401, "UNAUTHORIZED"), "add")).toMatch(/session has ended/);
  const naming = "Keep the name to 60 characters or fewer";
  expect(describePasskeyError(refusal(400, "INVALID_PASSKEY_NAME", naming), "add")).toBe(naming);
  // A library message is never shown as it is: it speaks to developers.
  expect(
    describePasskeyError(refusal(400, "CHALLENGE_NOT_FOUND", "Challenge not found"), "sign-in"),
  ).toBe("Your passkey couldn’t be checked. Try again, or sign in with your e-mail and password.");
});

it("names the browser's other refusals", () => {
  expect(describePasskeyError(browserError("InvalidStateError"), "add")).toMatch(
    /already holds a passkey for your account/,
  );
  expect(describePasskeyError(browserError("SecurityError"), "sign-in")).toMatch(
    /aren’t available at this web address/,
  );
  expect(describePasskeyError(new Error("anything else"), "sign-in")).toMatch(
    /didn’t work\. Try again, or sign in with your e-mail and password/,
  );
});
