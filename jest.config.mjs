import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** @type {import("jest").Config} */
const config = {
  testEnvironment: "node",
  testMatch: [
    "<rootDir>/lib/**/*.test.ts",
    "<rootDir>/components/**/*.test.tsx",
    "<rootDir>/scripts/**/*.test.ts",
  ],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  testTimeout: 30_000,
};

export default createJestConfig(config);
