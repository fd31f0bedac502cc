/** The image's install stage has every file `npm ci` reads (npm run check:container builds it). */
import { readFileSync } from "node:fs";
import path from "node:path";
import { installInputs, missingInstallInputs } from "./install-inputs.mjs";

const root = path.join(__dirname, "..", "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const inputs = installInputs(root);

test("the install inputs are the manifest, the lockfile and .npmrc", () => {
  expect(inputs).toEqual([".npmrc", "package-lock.json", "package.json"]);
});

test("the Dockerfile copies every install input before npm ci, and .dockerignore keeps them", () => {
  expect(
    missingInstallInputs({
      dockerfile: read("Dockerfile"),
      dockerignore: read(".dockerignore"),
      inputs,
    }),
  ).toEqual([]);
});

describe("the check catches", () => {
  const stage = (copy: string) =>
    `FROM node:20-bookworm-slim AS deps\nWORKDIR /app\n${copy}\nRUN npm ci --no-audit --no-fund\n`;

  it("an install stage that leaves .npmrc behind (the image that did not build)", () => {
    expect(
      missingInstallInputs({
        dockerfile: stage("COPY package.json package-lock.json ./"),
        inputs,
      }),
    ).toEqual([".npmrc"]);
  });

  it("a file copied only after the install, or from another stage", () => {
    const dockerfile =
      "FROM node:20 AS deps\nCOPY --from=build /app/.npmrc ./\n" +
      'COPY ["package.json", "package-lock.json", "./"]\nRUN npm ci\nCOPY .npmrc ./\n';
    expect(missingInstallInputs({ dockerfile, inputs })).toEqual([".npmrc"]);
  });

  it("a file .dockerignore keeps out of the context, unless a later line lets it in", () => {
    const dockerfile = stage("COPY . .");
    expect(missingInstallInputs({ dockerfile, dockerignore: ".npm*\n", inputs })).toEqual([
      ".npmrc",
    ]);
    expect(missingInstallInputs({ dockerfile, dockerignore: ".npm*\n!.npmrc\n", inputs })).toEqual(
      [],
    );
  });

  it("a file copied somewhere npm ci does not look: another folder, another name, another WORKDIR", () => {
    const copies = "COPY package.json package-lock.json ./\n";
    expect(
      missingInstallInputs({ dockerfile: stage(`${copies}COPY .npmrc /tmp/`), inputs }),
    ).toEqual([".npmrc"]);
    expect(
      missingInstallInputs({ dockerfile: stage(`${copies}COPY .npmrc ./npmrc`), inputs }),
    ).toEqual([".npmrc"]);
    expect(
      missingInstallInputs({
        dockerfile: stage("COPY package*.json .npmrc ./\nWORKDIR /elsewhere"),
        inputs,
      }),
    ).toEqual([".npmrc", "package-lock.json", "package.json"]);
    // Right where it is read: by its full path, or bind-mounted for the install alone.
    expect(
      missingInstallInputs({ dockerfile: stage(`${copies}COPY .npmrc /app/.npmrc`), inputs }),
    ).toEqual([]);
    const mounted =
      "FROM node:20\nWORKDIR /app\nCOPY package*.json ./\n" +
      "RUN --mount=type=bind,source=.npmrc,target=.npmrc npm ci\n";
    expect(missingInstallInputs({ dockerfile: mounted, inputs })).toEqual([]);
  });

  it("a patches folder whose contents land beside the manifest instead of in patches/", () => {
    const withPatches = [...inputs, "patches/"];
    const copies = "COPY package*.json .npmrc ./\n";
    expect(
      missingInstallInputs({ dockerfile: stage(`${copies}COPY patches ./`), inputs: withPatches }),
    ).toEqual(["patches/"]);
    expect(
      missingInstallInputs({
        dockerfile: stage(`${copies}COPY patches ./patches/`),
        inputs: withPatches,
      }),
    ).toEqual([]);
  });

  it("a .dockerignore line that reaches the top folder through **/", () => {
    expect(
      missingInstallInputs({ dockerfile: stage("COPY . ."), dockerignore: "**/.npmrc\n", inputs }),
    ).toEqual([".npmrc"]);
  });

  it("nothing when the stage copies everything, or inherits the copy from the stage it starts FROM", () => {
    expect(missingInstallInputs({ dockerfile: stage("COPY . ."), inputs })).toEqual([]);
    const inherited =
      "FROM node:20 AS base\nCOPY package*.json .npmrc ./\nFROM base AS deps\nRUN npm ci\n";
    expect(missingInstallInputs({ dockerfile: inherited, inputs })).toEqual([]);
  });
});

test("a Dockerfile that never installs is an error, not a pass", () => {
  expect(() => missingInstallInputs({ dockerfile: "FROM node:20\nCOPY . .\n", inputs })).toThrow(
    /never runs npm ci/,
  );
});
