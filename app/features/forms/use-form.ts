import { useEffect, useRef, useState, type FormEvent } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import type { RootData } from "#app/root";
import { useLang } from "#app/lib/ui";
import { formActions } from "./actions";
import type { FormField } from "#app/content/forms";
import type { FormKind, FormResult } from "./result";
import type { FieldMessages, FormHandle } from "./submit";

/**
 * State of one form on a page (spec 4: idle, submitting, idle).
 *
 * Without JavaScript the form is a plain url-encoded post to its /api endpoint; the
 * server renders the page again with the outcome (`formResult` in the root loader
 * data), which this hook hands to the form: the thank-you or the error panel, the
 * field messages and the visitor's values. The action carries the form's anchor, so
 * the browser scrolls to the form and its outcome.
 *
 * With JavaScript the submit is intercepted (submit.ts). The browser's own
 * validation is switched off after hydration (`noValidate`), so the shared schema
 * decides and the visitor gets the spec's toast and the messages under the fields.
 */
export interface FormState {
  kind: FormKind;
  /** Element id of the form and the anchor the no-JavaScript post returns to. */
  id: string;
  lang: ReturnType<typeof useLang>;
  /** Path of the page the form is on (sent as `page`). */
  page: string;
  submitting: boolean;
  /** Message per field, from the check in the browser or from the server. */
  errors: FieldMessages;
  /** The visitor's own values after a refused post without JavaScript. */
  defaults: Record<string, string>;
  /** The server's outcome of a post without JavaScript (or of a newsletter link), while it applies. */
  result: FormResult | null;
  formProps: {
    id: string;
    method: "post";
    action: string;
    noValidate: boolean;
    "aria-busy": boolean;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    onFocus: () => void;
    onInput: (event: FormEvent<HTMLFormElement>) => void;
  };
}

/** Fields the visitor fills in; the language, page and honeypot fields are the form's own. */
function isVisitorField(element: Element): element is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement {
  if (element instanceof HTMLInputElement) return element.type !== "hidden" && element.name !== "website";
  return element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
}

type Sender = typeof import("./submit");

let sender: Promise<Sender> | null = null;

/**
 * The sending code with the shared schemas (zod) and the texts of every language: one
 * chunk, fetched when the visitor starts filling in a form. A failed load may be retried.
 */
function loadSender(): Promise<Sender> {
  sender ??= import("./submit").catch((error: unknown) => {
    sender = null;
    throw error;
  });
  return sender;
}

function formHandle(form: HTMLFormElement): FormHandle {
  return {
    values() {
      const values: Record<string, string> = {};
      new FormData(form).forEach((value, name) => {
        if (typeof value === "string") values[name] = value;
      });
      return values;
    },
    clear() {
      for (const element of Array.from(form.elements)) if (isVisitorField(element)) element.value = "";
    },
  };
}

export function useForm(kind: FormKind, id: string): FormState {
  const lang = useLang();
  const location = useLocation();
  const root = useRouteLoaderData("root") as Pick<RootData, "formResult"> | undefined;
  // The outcome belongs to the page load that carried it, not to later visits of the page in this session.
  const serverResult = root?.formResult?.form === kind && location.key === "default" ? (root.formResult ?? null) : null;

  const [enhanced, setEnhanced] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [clientErrors, setClientErrors] = useState<FieldMessages | null>(null);
  const startedAt = useRef<number | null>(null);
  const busy = useRef(false);

  useEffect(() => setEnhanced(true), []);

  // Moving the focus after sending waits for the render that shows the messages and enables the button.
  const afterRender = useRef<(() => void) | null>(null);
  useEffect(() => {
    const run = afterRender.current;
    afterRender.current = null;
    run?.();
  });

  const result = dismissed ? null : serverResult;
  const errors = clientErrors ?? (serverResult && !serverResult.ok ? (serverResult.fields ?? {}) : {});
  const defaults = serverResult && !serverResult.ok ? (serverResult.values ?? {}) : {};

  function onFocus() {
    if (startedAt.current !== null) return;
    startedAt.current = Date.now();
    // Fetch the sending code while the visitor types, so sending does not wait for it.
    loadSender().catch(() => undefined);
  }

  function onInput(event: FormEvent<HTMLFormElement>) {
    onFocus();
    const name = (event.target as { name?: unknown }).name;
    if (typeof name === "string" && errors[name as FormField]) {
      const rest = { ...errors };
      delete rest[name as FormField];
      setClientErrors(rest);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    const form = event.currentTarget;
    const fillMs = startedAt.current === null ? undefined : Date.now() - startedAt.current;
    setSubmitting(true);
    setDismissed(true);
    let leaving = false;
    try {
      let send: Sender["submitForm"];
      try {
        send = (await loadSender()).submitForm;
      } catch {
        // The sending code did not load (a new deployment, a flaky network): the browser sends
        // the form itself, as without JavaScript, and the server answers with the page. submit()
        // fires no second submit event. Stay busy until the page is replaced.
        leaving = true;
        form.submit();
        return;
      }
      const outcome = await send({ kind, lang, page: location.pathname, fillMs, form: formHandle(form) });
      const fields = outcome.status === "failed" ? outcome.fields : {};
      if (outcome.status === "sent") startedAt.current = null;
      setClientErrors(fields);
      // The first marked field gets the focus; otherwise the button keeps it (it lost it while disabled).
      afterRender.current = () => {
        const firstInvalid = Object.keys(fields)
          .map((name) => form.elements.namedItem(name))
          .find((element): element is HTMLElement => element instanceof HTMLElement && isVisitorField(element));
        if (firstInvalid) firstInvalid.focus();
        else if (!form.contains(document.activeElement)) form.querySelector<HTMLElement>("[type=submit]")?.focus();
      };
    } finally {
      if (!leaving) {
        busy.current = false;
        setSubmitting(false);
      }
    }
  }

  return {
    kind,
    id,
    lang,
    page: location.pathname,
    submitting,
    errors,
    defaults,
    result,
    formProps: {
      id,
      method: "post",
      action: `${formActions[kind]}#${id}`,
      noValidate: enhanced,
      "aria-busy": submitting,
      onSubmit: (event) => void onSubmit(event),
      onFocus,
      onInput,
    },
  };
}
