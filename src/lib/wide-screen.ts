/** Tailwind's md breakpoint: a screen at least this wide lays the public pages out for a desktop. */
export const wideScreenQuery = "(min-width: 768px)";
