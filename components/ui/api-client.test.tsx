/** The browser's API calls: an answer that is not what the caller can show fails like an error. */
import { ApiRequestError, getJson } from "./api-client";

const answering = (body: string, status = 200) =>
  jest.spyOn(global, "fetch").mockResolvedValue(new Response(body, { status }));

afterEach(() => jest.restoreAllMocks());

const isGreeting = (payload: unknown): payload is { hello: string } =>
  typeof (payload as { hello?: unknown } | null)?.hello === "string";

describe("getJson", () => {
  it("gives the answer a check accepts", async () => {
    answering('{"hello":"world"}');
    await expect(getJson("/api/x", undefined, isGreeting)).resolves.toEqual({ hello: "world" });
  });

  it("fails on a success whose body the check refuses: an empty object, a page of HTML", async () => {
    for (const body of ["{}", "<html>sign in to the wifi</html>"]) {
      answering(body);
      await expect(getJson("/api/x", undefined, isGreeting)).rejects.toBeInstanceOf(
        ApiRequestError,
      );
    }
  });

  it("throws the error envelope's message on a failure, checked or not", async () => {
    answering('{"error":{"code":"unavailable","message":"down"}}', 503);
    await expect(getJson("/api/x", undefined, isGreeting)).rejects.toThrow("down");
  });
});
