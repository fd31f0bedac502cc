"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useActionState,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { sendEnquiry } from "@/lib/actions/enquiry";
import { idleState, type ActionState } from "@/lib/actions/state";
import type { InquiryReceipt } from "@/lib/contract/inquiry";

/** The enquiry form's fields as typed; travelers_count stays text until it is sent. */
export interface EnquiryValues {
  name: string;
  email: string;
  phone: string;
  destination: string;
  travel_dates: string;
  travelers_count: string;
  message: string;
}

export const enquiryDefaults: EnquiryValues = {
  name: "",
  email: "",
  phone: "",
  destination: "",
  travel_dates: "",
  travelers_count: "1",
  message: "",
};

export const enquiryFields = Object.keys(enquiryDefaults) as (keyof EnquiryValues)[];

/** What the form's fields hold now: the page itself, not React state, is where a visitor types. */
export function enquiryValuesOf(form: HTMLFormElement): EnquiryValues {
  const data = new FormData(form);
  return Object.fromEntries(
    enquiryFields.map((field) => [field, String(data.get(field) ?? "")]),
  ) as unknown as EnquiryValues;
}

interface EnquiryState {
  /** The answer to a form posted before the page's scripts ran (or without them). */
  posted: ActionState<InquiryReceipt>;
  postAction: (form: FormData) => void;
  /** Puts a request into the message, keeping anything already written, and optionally moves focus. */
  fillMessage: (text: string, options?: { focus?: boolean }) => void;
  formRef: React.RefObject<HTMLFormElement | null>;
}

const EnquiryContext = createContext<EnquiryState | null>(null);

export function useEnquiry(): EnquiryState {
  const state = useContext(EnquiryContext);
  if (!state) throw new Error("useEnquiry must be used inside <EnquiryProvider>");
  return state;
}

/** The message after a request is put in: the request first, what was written kept under it. */
export function messageWith(existing: string, request: string): string {
  const written = existing.trim();
  if (!written) return request;
  return written.includes(request.trim()) ? existing : `${request}\n\n${existing}`;
}

/**
 * Lets the consultation card put a request into the enquiry form's message, and holds the island's
 * own react-query client. The form's fields are the browser's own (uncontrolled): whatever the
 * browser's autofill or the visitor put in them before the scripts ran stays through hydration.
 */
export function EnquiryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { mutations: { retry: false } } }),
  );
  const [posted, postAction] = useActionState(sendEnquiry, idleState);
  const formRef = useRef<HTMLFormElement | null>(null);

  const fillMessage = useCallback((text: string, options: { focus?: boolean } = {}) => {
    const form = formRef.current;
    const message = form?.elements.namedItem("message");
    if (!form || !(message instanceof HTMLTextAreaElement)) return;
    message.value = messageWith(message.value, text);
    if (!options.focus) return;
    // Start where the visitor still has work to do.
    const target =
      form.querySelector<HTMLElement>("input:invalid, textarea:invalid") ??
      form.querySelector<HTMLElement>("textarea");
    const calm = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    form.scrollIntoView({ behavior: calm ? "auto" : "smooth", block: "start" });
    target?.focus({ preventScroll: true });
  }, []);

  const state = useMemo(
    () => ({ posted, postAction, fillMessage, formRef }),
    [posted, postAction, fillMessage],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <EnquiryContext.Provider value={state}>{children}</EnquiryContext.Provider>
    </QueryClientProvider>
  );
}
