import { agentIntros } from "@/lib/chat/agents";

/** Shown before the first message: who the four assistants are. */
export function ChatWelcome() {
  return (
    <div className="rounded-2xl bg-lavender-50 p-4 text-sm text-ink">
      <p className="font-semibold text-aubergine">Welcome! Choose an assistant and ask away.</p>
      <ul className="mt-3 space-y-2">
        {agentIntros.map((intro) => (
          <li key={intro.kind}>
            <span className="font-semibold text-aubergine">{intro.name}:</span> {intro.description}
          </li>
        ))}
      </ul>
    </div>
  );
}
