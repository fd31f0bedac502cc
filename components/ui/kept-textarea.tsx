"use client";

import { useEffect, useRef, useState, type TextareaHTMLAttributes } from "react";

type KeptTextareaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  "value" | "defaultValue" | "children" | "dangerouslySetInnerHTML"
> & { defaultValue?: string };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The attributes React would write for these props; only plain values, as forms pass them. */
function attributesOf(props: Omit<KeptTextareaProps, "defaultValue">): string {
  const names: Record<string, string> = {
    className: "class",
    maxLength: "maxlength",
    minLength: "minlength",
    autoFocus: "autofocus",
    autoComplete: "autocomplete",
    readOnly: "readonly",
    spellCheck: "spellcheck",
  };
  return Object.entries(props)
    .flatMap(([name, value]) => {
      if (value === undefined || value === null || value === false || typeof value === "function")
        return [];
      const attribute = names[name] ?? name.toLowerCase();
      return [value === true ? attribute : `${attribute}="${escapeHtml(String(value))}"`];
    })
    .join(" ");
}

/**
 * A textarea whose text belongs to the browser. A plain uncontrolled <textarea> keeps what a
 * visitor types before the page's scripts run, except when it was rendered with text in it (a
 * form that came back refused, with what was typed): React's hydration then writes that text back
 * into the field, over anything typed since. So a textarea with a starting text is rendered as
 * markup React never touches; its value is read with FormData like any field. A later default (a
 * form action that came back refused) becomes the field's default as React would make it: what a
 * form reset restores, never written over what is in the field.
 */
export function KeptTextarea({ defaultValue, ...props }: KeptTextareaProps) {
  const holder = useRef<HTMLDivElement>(null);
  // The markup is made once: later renders never replace the field or what is in it.
  const [markup] = useState(() =>
    // The parser drops one newline right after the start tag: this one, never the text's own.
    defaultValue ? `<textarea ${attributesOf(props)}>\n${escapeHtml(defaultValue)}</textarea>` : "",
  );
  useEffect(() => {
    const field = holder.current?.querySelector("textarea");
    if (field && field.defaultValue !== (defaultValue ?? ""))
      field.defaultValue = defaultValue ?? "";
  }, [defaultValue]);
  if (!markup) return <textarea {...props} defaultValue={defaultValue ?? ""} />;
  return <div ref={holder} className="contents" dangerouslySetInnerHTML={{ __html: markup }} />;
}
