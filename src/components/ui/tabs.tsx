import * as TabsPrimitive from "@radix-ui/react-tabs";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

// Tabs (Radix): arrow keys move between tabs, Home/End jump, Tab goes into the panel. The tabs stay
// on one row; where they do not fit (a phone), the row scrolls sideways, and the focused tab scrolls
// into view.
export const Tabs = TabsPrimitive.Root;

export const TabsList = ({
  className,
  ref,
  ...props
}: ComponentProps<typeof TabsPrimitive.List>) => (
  <TabsPrimitive.List
    ref={ref}
    className={cn(
      "flex w-full max-w-full gap-1 overflow-x-auto rounded-lg bg-navy-50 p-1 text-navy-700 sm:w-fit",
      className,
    )}
    {...props}
  />
);

export const TabsTrigger = ({
  className,
  ref,
  ...props
}: ComponentProps<typeof TabsPrimitive.Trigger>) => (
  <TabsPrimitive.Trigger
    ref={ref}
    className={cn(
      "inline-flex min-h-9 shrink-0 items-center justify-center whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-semibold transition-colors",
      "hover:text-navy-950 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
      "data-[state=active]:bg-white data-[state=active]:text-navy-950 data-[state=active]:shadow-sm",
      className,
    )}
    {...props}
  />
);

export const TabsContent = ({
  className,
  ref,
  ...props
}: ComponentProps<typeof TabsPrimitive.Content>) => (
  <TabsPrimitive.Content
    ref={ref}
    className={cn(
      "mt-6 rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
      className,
    )}
    {...props}
  />
);
