import { Check } from "lucide-react";
import { cn } from "@/lib/utils";

/** A bulleted list with check marks, for features and details. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn("space-y-2.5", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-[0.9375rem] leading-6 text-navy-800">
          <Check
            className="mt-0.5 size-5 shrink-0 rounded-full bg-signal-50 p-[3px] text-signal-700"
            strokeWidth={2.5}
            aria-hidden="true"
          />
          {item}
        </li>
      ))}
    </ul>
  );
}
