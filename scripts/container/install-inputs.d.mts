export function installInputs(root: string): string[];
export function missingInstallInputs(options: {
  dockerfile: string;
  dockerignore?: string;
  inputs: string[];
}): string[];
