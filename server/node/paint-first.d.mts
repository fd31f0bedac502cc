import type { IncomingMessage, ServerResponse } from "node:http";

export function paintFirstHtml(html: string): string;
export function paintFirst(req: IncomingMessage, res: ServerResponse): void;
