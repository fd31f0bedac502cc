import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    ".next/**",
    ".next-*/**",
    ".bench/**",
    ".open-next/**",
    ".wrangler/**",
    "data/**",
    "public/**",
    "next-env.d.ts",
    "lib/db/migrations/**",
  ]),
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ["lib/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "error" },
  },
]);
