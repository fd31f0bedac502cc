"use client";

import Link from "@/components/ui/link";
import { useActionState, useEffect, useRef } from "react";
import { useFormStatus } from "react-dom";
import { buttonClass } from "@/components/ui/button-link";
import { FormRefusal } from "@/components/ui/form-refusal";
import { confirmNewsletter, unsubscribeFromNewsletter } from "@/lib/actions/newsletter";
import { idleState, type ActionState } from "@/lib/actions/state";

export type NewsletterLinkKind = "confirm" | "unsubscribe";

const texts = {
  confirm: {
    title: "Confirm your subscription",
    lead: "Press the button to receive the Lavender Compass newsletter: new journeys, safety updates and journal stories, once a month.",
    button: "Confirm subscription",
    doneTitle: "You're subscribed",
    doneText:
      "Thank you for confirming. The next newsletter will reach you, and every issue carries a link to unsubscribe.",
    unknown:
      "This confirmation link is not valid or was already used. If you confirmed before, you are subscribed; if not, subscribe again with the box at the foot of this page and use the link in the newest mail.",
    failed: "Your subscription could not be confirmed.",
  },
  unsubscribe: {
    title: "Unsubscribe from the newsletter",
    lead: "Press the button and we will send no more newsletters to this address.",
    button: "Unsubscribe",
    doneTitle: "You're unsubscribed",
    doneText:
      "We will send you no more newsletters. Changed your mind? Subscribe again with the box at the foot of this page.",
    unknown:
      "This unsubscribe link is not valid. If our newsletter keeps reaching you, tell us through the contact page and we will stop it.",
    failed: "You could not be unsubscribed.",
  },
} as const;

/** Either page's action; the page reads only whether it answered, and how it failed. */
type LinkAction = (
  previous: ActionState<{ status: string }>,
  form: FormData,
) => Promise<ActionState<{ status: string }>>;

const actions: Record<NewsletterLinkKind, LinkAction> = {
  confirm: confirmNewsletter as LinkAction,
  unsubscribe: unsubscribeFromNewsletter as LinkAction,
};

function SubmitButton({ label }: { label: string }) {
  const { pending } = useFormStatus();
  return (
    <button type="submit" disabled={pending} className={buttonClass("primary", "min-w-48")}>
      {label}
    </button>
  );
}

function WayBack({ kind }: { kind: NewsletterLinkKind }) {
  return (
    <div className="mt-8 flex flex-wrap gap-4">
      <Link href="/" className={buttonClass("primary")}>
        Back to the home page
      </Link>
      {kind === "unsubscribe" && (
        <Link href="/contact" className={buttonClass("secondary")}>
          Contact us
        </Link>
      )}
    </div>
  );
}

/**
 * The page a newsletter link opens: one button that posts the link's token. Opening the page does
 * nothing, so a mail scanner that fetches the link confirms or unsubscribes no one. Posted without
 * JavaScript, the same server action answers and the page comes back with the outcome.
 */
export function NewsletterLinkForm({
  kind,
  token,
}: {
  kind: NewsletterLinkKind;
  /** Null when the link's token is missing or malformed: then only the "not valid" answer. */
  token: string | null;
}) {
  const text = texts[kind];
  const [state, action] = useActionState<ActionState<{ status: string }>, FormData>(
    actions[kind],
    idleState,
  );
  const heading = useRef<HTMLHeadingElement>(null);
  const outcome = !token
    ? "unknown"
    : state.status === "done"
      ? "done"
      : state.status === "failed" && state.error.code === "not_found"
        ? "unknown"
        : "open";

  // The button is gone once answered: the keyboard focus goes to the answer's heading.
  useEffect(() => {
    if (state.status !== "idle") heading.current?.focus();
  }, [state]);

  const title =
    outcome === "done"
      ? text.doneTitle
      : outcome === "unknown"
        ? "This link cannot be used"
        : text.title;
  return (
    <div className="max-w-2xl">
      <h1
        ref={heading}
        tabIndex={-1}
        className="text-4xl font-semibold text-aubergine focus:outline-none"
      >
        {title}
      </h1>
      {outcome === "done" && (
        <>
          <p role="status" className="mt-4 text-lg text-ink">
            {text.doneText}
          </p>
          <WayBack kind={kind} />
        </>
      )}
      {outcome === "unknown" && (
        <>
          <p role="alert" className="mt-4 text-lg text-ink">
            {text.unknown}
          </p>
          <WayBack kind={kind} />
        </>
      )}
      {outcome === "open" && token && (
        <form action={action} className="mt-4">
          <p className="text-lg text-ink">{text.lead}</p>
          <input type="hidden" name="token" value={token} />
          {state.status === "failed" && (
            <FormRefusal title={text.failed} reason={state.error.message} className="mt-6" />
          )}
          <div className="mt-8">
            <SubmitButton label={text.button} />
          </div>
        </form>
      )}
    </div>
  );
}
