/**
 * The real OpenAI provider of the AI SDK, pointed by OPENAI_BASE_URL at a local server that speaks
 * the chat completions API: what it is sent, a good answer, a server error, and a server that stalls.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { loadCatalog } from "../../content/catalog";
import { createQueerIntelligence } from "../engine";
import { answeringProvider } from "../test-models";
import { providersFromConfig } from "./models";

interface ChatCompletionRequest {
  model: string;
  messages: { role: string; content: string }[];
  max_tokens?: number;
  max_completion_tokens?: number;
}

type Behaviour = "answer" | "error" | "stall";
let behaviour: Behaviour = "answer";
let answerText = "";
const seen: { path: string; auth: string | undefined; body: ChatCompletionRequest }[] = [];
const stalled: ServerResponse[] = [];
let server: Server;
let baseUrl: string;

function completion(model: string, content: string) {
  return {
    id: "chatcmpl-test",
    object: "chat.completion",
    created: 1767225600,
    model,
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
  };
}

beforeAll(async () => {
  server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const body = JSON.parse(raw) as ChatCompletionRequest;
    seen.push({ path: req.url ?? "", auth: req.headers.authorization, body });
    if (behaviour === "stall") return void stalled.push(res);
    if (behaviour === "error") {
      res.writeHead(500, { "Content-Type": "application/json" });
      return void res.end(
        JSON.stringify({ error: { message: "model overloaded", type: "server_error" } }),
      );
    }
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify(completion(body.model, answerText)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  for (const res of stalled) res.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen.length = 0;
  behaviour = "answer";
});

const catalog = loadCatalog();
const failures: string[] = [];
function site(extra: ReturnType<typeof answeringProvider>[] = [], timeoutMs = 2000) {
  const openai = providersFromConfig({
    OPENAI_API_KEY: "sk-test-local",
    OPENAI_MODEL: "local-test-model",
    OPENAI_BASE_URL: baseUrl,
    ANTHROPIC_API_KEY: undefined,
    ANTHROPIC_MODEL: "unused",
    GOOGLE_GENERATIVE_AI_API_KEY: undefined,
    GOOGLE_MODEL: "unused",
  });
  expect(openai.map((p) => p.label)).toEqual(["OpenAI local-test-model"]);
  return createQueerIntelligence({
    catalog: () => catalog,
    providers: [...openai, ...extra],
    timeoutMs,
    maxOutputTokens: 400,
    onProviderFailure: (provider, reason) => failures.push(`${provider.label}: ${reason}`),
  });
}
beforeEach(() => (failures.length = 0));

const question = { message: "Can I cancel my package?", context: { previous_messages: [] } };

describe("an OpenAI-compatible server as a provider", () => {
  it("is sent our rules and retrieved context as system, the fenced question as user, with a token cap", async () => {
    answerText =
      "From our Terms of Service, section 8: more than 60 days before travel, a full refund minus a $250 processing fee.";
    const answer = await site().chat(question);
    expect(answer).toMatchObject({ answer: answerText, model: "OpenAI local-test-model" });
    expect(seen).toHaveLength(1);
    const [{ path, auth, body }] = seen as [(typeof seen)[number]];
    expect(path).toBe("/v1/chat/completions");
    expect(auth).toBe("Bearer sk-test-local");
    expect(body.model).toBe("local-test-model");
    expect(body.max_tokens ?? body.max_completion_tokens).toBe(400);
    expect(body.messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(body.messages[0]!.content).toContain(
      "Terms of Service, section 8 (Cancellation by You)",
    );
    expect(body.messages[0]!.content).not.toContain("Can I cancel my package?");
    expect(body.messages[1]!.content).toContain(
      "<visitor>\nquestion: Can I cancel my package?\n</visitor>",
    );
  });

  it("falls back to the local engine when the server fails", async () => {
    behaviour = "error";
    const answer = await site().chat(question);
    expect(answer.model).toBe("Local engine");
    expect(answer.answer).toContain(
      "More than 60 days before travel: A full refund, minus a $250 processing fee",
    );
    expect(failures).toEqual(["OpenAI local-test-model: its service failed (AI_APICallError)"]);
  });

  it("times out a server that never answers, and the next provider answers", async () => {
    behaviour = "stall";
    const anthropic = answeringProvider(
      "Anthropic test-model",
      "From our Client Agreement, section 9: no-show without notice means no refund or credit.",
    );
    const answer = await site([anthropic], 250).chat(question);
    expect(answer.model).toBe("Anthropic test-model");
    expect(failures).toEqual(["OpenAI local-test-model: it did not answer within 250 ms"]);
  });

  it("leaves a stalled server out of recommendations while the lenses still answer", async () => {
    behaviour = "stall";
    const result = await site([], 250).recommend({
      preferences: "Art and museums in autumn",
      budget_range: "luxury",
      travel_style: "luxury",
      safety_priority: 5,
    });
    expect(result.recommendations.map((r) => r.model)).toEqual([
      "Safety-first lens (local engine)",
      "Experiences lens (local engine)",
      "Value lens (local engine)",
    ]);
    expect(result.bias_mitigation).toContain(
      "OpenAI local-test-model was left out: it did not answer within 250 ms.",
    );
  });
});
