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
    // In-app links fetch their page on a visitor's intent, not when they scroll into view.
    files: ["app/**/*.tsx", "components/**/*.tsx"],
    ignores: ["components/ui/link.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "next/link",
              importNames: ["default"],
              message: "Use Link from @/components/ui/link: it fetches the page on intent.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["lib/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "error" },
  },
]);
