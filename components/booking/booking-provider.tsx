"use client";

import { QueryClient, QueryClientProvider, useMutation } from "@tanstack/react-query";
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { toast } from "@/components/ui/toast";
import { postJson } from "@/components/ui/api-client";
import type { CreateCheckoutResponse } from "@/lib/contract/checkout";

interface BookingState {
  /** True while any checkout is being created: every Book Now waits for it. */
  processing: boolean;
  book: (packageId: string) => void;
}

const BookingContext = createContext<BookingState | null>(null);

export function useBooking(): BookingState {
  const state = useContext(BookingContext);
  if (!state) throw new Error("useBooking must be used inside <BookingProvider>");
  return state;
}

/** Sends the browser to the payment page the server created for the package. */
export function createCheckout(packageId: string): Promise<CreateCheckoutResponse> {
  const query = new URLSearchParams({ package_id: packageId, origin_url: window.location.origin });
  return postJson<CreateCheckoutResponse>(`/api/payments/create-checkout?${query}`);
}

function BookingState({ children }: { children: ReactNode }) {
  const checkout = useMutation({
    mutationFn: createCheckout,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: () => toast.error("Failed to initiate booking. Please try again."),
  });
  const { reset } = checkout;
  // Back from the payment page, a page restored from the browser's cache starts afresh.
  useEffect(() => {
    const restore = (event: PageTransitionEvent) => event.persisted && reset();
    window.addEventListener("pageshow", restore);
    return () => window.removeEventListener("pageshow", restore);
  }, [reset]);
  // Between success and the new page loading the buttons stay disabled, so nobody books twice.
  const processing = checkout.isPending || checkout.isSuccess;
  return (
    <BookingContext.Provider value={{ processing, book: (id) => checkout.mutate(id) }}>
      {children}
    </BookingContext.Provider>
  );
}

/** The packages page's booking island: one checkout at a time for all of its Book Now buttons. */
export function BookingProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { mutations: { retry: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <BookingState>{children}</BookingState>
    </QueryClientProvider>
  );
}
