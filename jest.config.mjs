import os from "node:os";
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** The markdown stack and staff sign-in ship ES modules only, so Jest compiles them like the project's own code. */
const esmPackages = [
  "react-markdown",
  "remark-[^/]+",
  "rehype-[^/]+",
  "micromark[^/]*",
  "mdast-[^/]+",
  "hast-[^/]+",
  "unist-[^/]+",
  "unified",
  "bail",
  "is-plain-obj",
  "trough",
  "vfile[^/]*",
  "devlop",
  "property-information",
  "space-separated-tokens",
  "comma-separated-tokens",
  "decode-named-character-reference",
  "character-entities[^/]*",
  "ccount",
  "escape-string-regexp",
  "markdown-table",
  "longest-streak",
  "zwitch",
  "html-url-attributes",
  "trim-lines",
  "estree-util-[^/]+",
  "@ungap/structured-clone",
  // Staff sign-in (better-auth) and what it brings.
  "better-auth",
  "@better-auth/[^/]+",
  "better-call",
  "@better-fetch/[^/]+",
  "@noble/[^/]+",
  "jose",
  "nanostores",
  "defu",
  "rou3",
  "kysely",
];

/** @type {import("jest").Config} */
const config = {
  testEnvironment: "node",
  testMatch: [
    "<rootDir>/lib/**/*.test.ts",
    "<rootDir>/components/**/*.test.tsx",
    "<rootDir>/server/**/*.test.ts",
    "<rootDir>/scripts/**/*.test.ts",
    "<rootDir>/e2e/support/**/*.test.ts",
  ],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  testTimeout: 30_000,
  // A worker per core (Jest's default leaves one idle, which on two cores is half the machine):
  // every suite opens databases of its own, PGlite directories and PostgreSQL databases alike
  // (lib/test-support/databases.ts), so suites side by side never touch each other's rows.
  maxWorkers: os.availableParallelism(),
  // One migrated PGlite for every test database of the run (PGLITE_TEMPLATE).
  globalSetup: "<rootDir>/scripts/jest-global-setup.mjs",
};

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [
      `/node_modules/(?!(${esmPackages.join("|")})/)`,
      "^.+\\.module\\.(css|sass|scss)$",
    ],
  };
}
