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

interface EnquiryState {
  values: EnquiryValues;
  /** The answer to a form posted before the page's scripts ran (or without them). */
  posted: ActionState<InquiryReceipt>;
  postAction: (form: FormData) => void;
  setField: (field: keyof EnquiryValues, value: string) => void;
  reset: () => void;
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

/**
 * Shares the enquiry form's values between the form and the consultation card, which fills in a
 * request; it also holds the island's own react-query client.
 */
export function EnquiryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { mutations: { retry: false } } }),
  );
  const [posted, postAction] = useActionState(sendEnquiry, idleState);
  // A refused post comes back with what the visitor typed, so nothing is lost.
  const [values, setValues] = useState(() =>
    posted.status === "failed" ? { ...enquiryDefaults, ...posted.fields } : enquiryDefaults,
  );
  const formRef = useRef<HTMLFormElement | null>(null);

  const setField = useCallback((field: keyof EnquiryValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);
  const reset = useCallback(() => setValues(enquiryDefaults), []);
  const fillMessage = useCallback((text: string, options: { focus?: boolean } = {}) => {
    setValues((current) => {
      const existing = current.message.trim();
      const message =
        !existing || existing.includes(text.trim()) ? existing || text : `${text}\n\n${existing}`;
      return { ...current, message };
    });
    if (options.focus) {
      // Wait for the new message to render, then start where the visitor still has work to do.
      requestAnimationFrame(() => {
        const form = formRef.current;
        if (!form) return;
        const target =
          form.querySelector<HTMLElement>("input:invalid, textarea:invalid") ??
          form.querySelector<HTMLElement>("textarea");
        const calm = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        form.scrollIntoView({ behavior: calm ? "auto" : "smooth", block: "start" });
        target?.focus({ preventScroll: true });
      });
    }
  }, []);

  const state = useMemo(
    () => ({ values, posted, postAction, setField, reset, fillMessage, formRef }),
    [values, posted, postAction, setField, reset, fillMessage],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <EnquiryContext.Provider value={state}>{children}</EnquiryContext.Provider>
    </QueryClientProvider>
  );
}
