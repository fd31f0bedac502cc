// Static files imported by code (the icon sprite, components/ui/icon.tsx) are URLs once built; Next.js
// declares their modules here. next-env.d.ts says the same, but it is written by a build and is not
// in the repository, so a fresh checkout's type check would not know them.
/// <reference types="next/image-types/global" />
