import type { ComponentType, ReactNode } from "react";

// Shared sections render plain elements by default. The home page passes its motion wrappers
// (components/motion) instead, so pages without motion never load the animation library.

type WrapperProps = { className?: string; children: ReactNode };

/** The element around a block of content, such as a section's heading. */
export type BlockWrapper = ComponentType<WrapperProps>;
/** The element around the index-th item of a list. */
export type ItemWrapper = ComponentType<WrapperProps & { index: number }>;

export function PlainBlock({ className, children }: WrapperProps) {
  return <div className={className}>{children}</div>;
}

export function PlainItem({ className, children }: WrapperProps) {
  return <li className={className}>{children}</li>;
}
