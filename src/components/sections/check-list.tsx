import { cn } from "@/lib/utils";

/** A bulleted list with check marks, for features and details: the marks are CSS (.check-item). */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn("space-y-2.5", className)}>
      {items.map((item) => (
        <li key={item} className="check-item text-[0.9375rem] leading-6 text-navy-800">
          {item}
        </li>
      ))}
    </ul>
  );
}
