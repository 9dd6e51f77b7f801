import { useState, type FormEvent } from "react";
import type { Surface } from "@/components/layout/surface";
import { Heading } from "@/components/ui/heading";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { cn } from "@/lib/utils";
import type { Subscribe, SubscribeOutcome } from "../types";

/** The box's words, from the layout's published content. */
export type NewsletterLabels = {
  emailLabel: string;
  emailPlaceholder: string;
  submit: string;
  submitting: string;
  /** The same words whether the address was new or already on the list: they reveal nothing. */
  subscribed: string;
  invalidEmail: string;
  failed: string;
  /** A field people never see; bots that fill every field give themselves away. */
  trapLabel: string;
};

type SubscribeFormProps = {
  /** Unique on the page: the heading's and the input's ids derive from it. */
  id: string;
  heading: string;
  description: string;
  labels: NewsletterLabels;
  subscribe: Subscribe;
  surface?: Surface;
  className?: string;
};

const tones = {
  light: {
    heading: "text-navy-950",
    text: "text-muted-foreground",
    label: "text-navy-800",
    error: "text-destructive",
  },
  dark: {
    heading: "text-white",
    text: "text-navy-200",
    label: "text-navy-100",
    error: "text-red-300",
  },
} as const satisfies Record<Surface, Record<string, string>>;

type State = "idle" | "sending" | SubscribeOutcome;

/**
 * The 'Stay Updated' email box of the footer and the resources page. Built from the form kit's
 * parts (Input, SubmitButton) but not its react-hook-form form: it has one field, and
 * react-hook-form with its zod resolver would add 13.9 KB gzip to every public page's first view
 * (91 KB budget, docs/measurements.md). The address is checked with the feature's zod schema when it
 * is sent (api/subscribe.ts, loaded then).
 */
export function SubscribeForm({
  id,
  heading,
  description,
  labels,
  subscribe,
  surface = "light",
  className,
}: SubscribeFormProps) {
  const [state, setState] = useState<State>("idle");
  const headingId = `${id}-heading`;
  const emailId = `${id}-email`;
  const errorId = `${id}-error`;
  const tone = tones[surface];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setState("sending");
    const outcome = await subscribe({
      email: String(data.get("email") ?? ""),
      trap: String(data.get("website") ?? ""),
    });
    setState(outcome);
    if (outcome === "subscribed") form.reset();
    else if (outcome === "invalid") form.querySelector<HTMLInputElement>(`#${emailId}`)?.focus();
  };

  const invalid = state === "invalid";
  return (
    <div className={className}>
      <Heading level={2} size="xl" id={headingId} className={cn("font-semibold", tone.heading)}>
        {heading}
      </Heading>
      <p className={cn("mt-2 text-sm leading-relaxed", tone.text)}>{description}</p>
      <form aria-labelledby={headingId} onSubmit={submit} noValidate className="relative mt-4">
        <label htmlFor={emailId} className={cn("mb-1.5 block text-sm font-medium", tone.label)}>
          {labels.emailLabel}
        </label>
        <div className="flex flex-col gap-2.5 sm:flex-row">
          <Input
            id={emailId}
            type="email"
            name="email"
            autoComplete="email"
            placeholder={labels.emailPlaceholder}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            onChange={() => invalid && setState("idle")}
            className="sm:flex-1"
          />
          <SubmitButton
            variant="accent"
            className="shrink-0"
            busy={state === "sending"}
            busyLabel={labels.submitting}
          >
            {labels.submit}
          </SubmitButton>
        </div>
        {invalid && (
          <p id={errorId} className={cn("mt-2 text-sm font-medium", tone.error)}>
            {labels.invalidEmail}
          </p>
        )}
        {/* Off screen and out of the tab order; people never fill it. */}
        <label
          aria-hidden="true"
          htmlFor={`${id}-website`}
          className="absolute -left-[9999px] top-0 size-px overflow-hidden"
        >
          {labels.trapLabel}
          <input id={`${id}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
        {/* Announced to screen readers; the invalid message is read as the focused field's description. */}
        <p role="status" className={cn("text-sm", state === "failed" ? tone.error : tone.text)}>
          {(state === "subscribed" || state === "failed") && (
            <span className="mt-2 block">{labels[state]}</span>
          )}
        </p>
      </form>
    </div>
  );
}
