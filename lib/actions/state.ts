/** What a guarded server action answers (lib/actions/guard.ts); shared by forms and actions. */
import type { ErrorEnvelope } from "../contract/error";

/** A form's fields as the visitor typed them. */
export type FormFields = Record<string, string>;

export type ActionState<Data> =
  | { status: "idle" }
  | { status: "done"; data: Data }
  | {
      status: "failed";
      error: ErrorEnvelope["error"];
      /** The visitor's fields, to fill the form in again. */
      fields: FormFields;
      /** The first field the contract refused, to take the keyboard focus. */
      invalid?: string;
    };

export const idleState = { status: "idle" } as const satisfies ActionState<never>;
