"use server";
/** A question to the customer-service assistant from the /chat page, answered by the server. */
import { getBackend } from "../backend";
import { agentChatRequestSchema } from "../contract";
import type { AnswerSource } from "../contract/agents";
import { guardAction } from "./guard";
import type { ActionState } from "./state";

export interface ChatAnswer {
  question: string;
  answer: string;
  model?: string;
  sources: AnswerSource[];
}

const askGuarded = guardAction(
  { name: "agents.chat", input: agentChatRequestSchema, fields: ["message"] },
  async (request, client): Promise<ChatAnswer> => {
    const response = await getBackend().chatWithAgent(request, client);
    return {
      question: request.message,
      answer: response.answer ?? "",
      ...(response.model ? { model: response.model } : {}),
      sources: response.sources ?? [],
    };
  },
);

export async function askAgent(
  previous: ActionState<ChatAnswer>,
  form: FormData,
): Promise<ActionState<ChatAnswer>> {
  return askGuarded(previous, form);
}
