export const serverNodeFlags: string[];
