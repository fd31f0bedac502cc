/**
 * A travel credit code, optional, on the booking step and the balance payment. Read with the form
 * (FormData): whatever the traveler typed before the script loaded is what is sent. The server
 * takes the credit off what is due now; the payment page then shows the amount left to pay.
 */
export function CreditCodeField({ id, className = "" }: { id: string; className?: string }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-semibold text-aubergine">
        Travel credit code <span className="font-normal text-muted">(optional)</span>
      </label>
      <input
        id={id}
        name="credit_code"
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        aria-describedby={`${id}-hint`}
        className="mt-2 block w-full rounded-xl border border-lavender-200 bg-white px-4 py-2.5 font-mono text-ink uppercase"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
        LCC-XXXX-XXXX-XXXX-XXXX. It pays part or all of what is due now; what is left stays on the
        code. A credit is never paid out as money.
      </p>
    </div>
  );
}
