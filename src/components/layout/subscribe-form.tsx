import type { FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { newsletter } from "@/content/footer";
import { cn } from "@/lib/utils";
import type { Surface } from "./surface";

type SubscribeFormProps = {
  /** Unique on the page: the heading's and the input's ids derive from it. */
  id: string;
  heading: string;
  description: string;
  surface?: Surface;
  className?: string;
};

const tones = {
  light: { heading: "text-navy-950", text: "text-muted-foreground", label: "text-navy-800" },
  dark: { heading: "text-white", text: "text-navy-200", label: "text-navy-100" },
} as const satisfies Record<Surface, Record<string, string>>;

// The spec wires no subscription service yet: submitting must neither send nor reload anything.
const keepOnPage = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

/** The 'Stay Updated' email box of the footer and the resources page. */
export function SubscribeForm({
  id,
  heading,
  description,
  surface = "light",
  className,
}: SubscribeFormProps) {
  const headingId = `${id}-heading`;
  const emailId = `${id}-email`;
  const tone = tones[surface];
  return (
    <div className={className}>
      <h2 id={headingId} className={cn("font-display text-xl font-semibold", tone.heading)}>
        {heading}
      </h2>
      <p className={cn("mt-2 text-sm leading-relaxed", tone.text)}>{description}</p>
      <form aria-labelledby={headingId} onSubmit={keepOnPage} className="mt-4">
        <label htmlFor={emailId} className={cn("mb-1.5 block text-sm font-medium", tone.label)}>
          {newsletter.emailLabel}
        </label>
        <div className="flex flex-col gap-2.5 sm:flex-row">
          <Input
            id={emailId}
            type="email"
            name="email"
            autoComplete="email"
            placeholder={newsletter.emailPlaceholder}
            className="sm:flex-1"
          />
          <Button type="submit" variant="accent" className="shrink-0">
            {newsletter.submit}
          </Button>
        </div>
      </form>
    </div>
  );
}
