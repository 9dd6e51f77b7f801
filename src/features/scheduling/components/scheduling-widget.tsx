import { CalendarX2, LoaderCircle, Mail, Phone } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { Heading } from "@/components/ui/heading";
import { island } from "@/lib/island";
import { cn } from "@/lib/utils";
import { schedulingWidget } from "../widget";
import { startSchedulingWidget } from "./start-scheduling-widget";

const boxStyle = { height: schedulingWidget.heightPx };

/** The widget's words, from /schedule's published content. */
type WidgetLabels = {
  loading: string;
  frameTitle: string;
  unavailableHeading: string;
  unavailableText: string;
  call: string;
  email: string;
};

/** How to reach the firm when the calendar cannot load (the layout's contact details). */
type Contact = { phone: string; phoneDigits: string; email: string };

type BookingCalendarProps = { url?: string; labels: WidgetLabels; contact: Contact };

/**
 * The inline booking calendar's box in its loading state, and the phone-and-email fallback, hidden,
 * for when it cannot load (the island's DOM code, ./start-scheduling-widget.ts, fills the box or
 * shows the fallback instead; without scripts, index.html's noscript style shows the fallback).
 * Without a booking link, only the fallback.
 */
function BookingCalendar({ url, labels, contact }: BookingCalendarProps) {
  if (!url) return <SchedulingFallback labels={labels} contact={contact} />;
  return (
    <>
      <div
        data-widget-box=""
        className="relative overflow-hidden rounded-lg border border-border bg-card shadow-card"
        style={boxStyle}
      >
        <div
          className="calendly-inline-widget min-w-[320px]"
          data-url={url}
          style={boxStyle}
          aria-label={labels.frameTitle}
          role="region"
        />
        <div
          role="status"
          data-widget-loading=""
          className="absolute inset-0 flex flex-col items-center gap-3 bg-card pt-32 text-muted-foreground"
        >
          <LoaderCircle
            aria-hidden="true"
            className="size-8 animate-spin text-navy-400 motion-reduce:animate-none"
          />
          <p>{labels.loading}</p>
        </div>
      </div>
      <SchedulingFallback labels={labels} contact={contact} hidden />
    </>
  );
}

/**
 * An island of /schedule, started once the page is idle: only then does the widget's script load.
 * `url` is the booking link the build was given (VITE_SCHEDULING_URL); without it, the fallback.
 */
export const SchedulingWidget = island(BookingCalendar, "idle", startSchedulingWidget);

function SchedulingFallback({
  labels,
  contact,
  hidden,
}: Omit<BookingCalendarProps, "url"> & { hidden?: boolean }) {
  return (
    <div
      role="status"
      data-widget-fallback=""
      hidden={hidden}
      className="rounded-lg border border-border bg-card p-6 shadow-card sm:p-10"
    >
      <CalendarX2 aria-hidden="true" className="size-9 text-brass-600" />
      <Heading level={3} size="2xl" className="mt-4">
        {labels.unavailableHeading}
      </Heading>
      <p className="mt-3 max-w-prose text-muted-foreground">{labels.unavailableText}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <a className={buttonVariants()} href={`tel:${contact.phoneDigits}`}>
          <Phone aria-hidden="true" />
          {labels.call} {contact.phone}
        </a>
        <a
          className={cn(
            buttonVariants({ variant: "outline" }),
            "h-auto min-h-11 whitespace-normal py-2.5 text-center",
          )}
          href={`mailto:${contact.email}`}
        >
          <Mail aria-hidden="true" />
          <span className="break-all">
            {labels.email} {contact.email}
          </span>
        </a>
      </div>
    </div>
  );
}
