import type { Config } from "tailwindcss";

// The design system: a deep "ledger" navy for trust, a brass accent for the traditional side of the
// brand and a teal signal colour for its 21st-century edge. Components use the semantic names
// (primary, accent, muted, ...) so the palette can change in one place.
export default {
  // The defaults of transforms, rings, shadows and filters go on the elements that use them, not
  // on every element: 53 custom properties on each of a page's elements made its style recalculations
  // slow (the README's "How a public page loads").
  experimental: { optimizeUniversalDefaults: true },
  content: ["./index.html", "./src/**/*.{ts,tsx}"],
  theme: {
    // One max width (1200 px); the wider tablet padding is in src/styles/index.css, because padding
    // keys here only apply at the container's own breakpoints.
    container: { center: true, padding: "1.25rem", screens: { "2xl": "1200px" } },
    extend: {
      colors: {
        navy: {
          50: "#f2f5fa",
          100: "#e3e9f3",
          200: "#c6d2e6",
          300: "#9aafd0",
          400: "#6884b3",
          500: "#476496",
          600: "#354d7b",
          700: "#2b3e64",
          800: "#1f2d4a",
          900: "#15203a",
          950: "#0c1427",
        },
        brass: {
          50: "#fbf7ee",
          100: "#f4ead2",
          200: "#e8d3a3",
          300: "#d9b76f",
          400: "#c99c47",
          500: "#b07f2f",
          600: "#8f6425",
          700: "#6e4c1f",
        },
        signal: { 50: "#edfcf8", 100: "#d2f7ee", 500: "#0fa38a", 600: "#0b8572", 700: "#0c6a5c" },
        background: "hsl(var(--background) / <alpha-value>)",
        foreground: "hsl(var(--foreground) / <alpha-value>)",
        muted: {
          DEFAULT: "hsl(var(--muted) / <alpha-value>)",
          foreground: "hsl(var(--muted-foreground) / <alpha-value>)",
        },
        border: "hsl(var(--border) / <alpha-value>)",
        ring: "hsl(var(--ring) / <alpha-value>)",
        primary: {
          DEFAULT: "hsl(var(--primary) / <alpha-value>)",
          foreground: "hsl(var(--primary-foreground) / <alpha-value>)",
        },
        accent: {
          DEFAULT: "hsl(var(--accent) / <alpha-value>)",
          foreground: "hsl(var(--accent-foreground) / <alpha-value>)",
        },
        destructive: {
          DEFAULT: "hsl(var(--destructive) / <alpha-value>)",
          foreground: "hsl(var(--destructive-foreground) / <alpha-value>)",
        },
        card: {
          DEFAULT: "hsl(var(--card) / <alpha-value>)",
          foreground: "hsl(var(--card-foreground) / <alpha-value>)",
        },
      },
      fontFamily: {
        sans: [
          "Inter",
          "ui-sans-serif",
          "system-ui",
          "-apple-system",
          "Segoe UI",
          "Roboto",
          "Helvetica Neue",
          "Arial",
          "sans-serif",
        ],
        display: [
          "Iowan Old Style",
          "Palatino Linotype",
          "Palatino",
          "Georgia",
          "Cambria",
          "serif",
        ],
      },
      fontSize: {
        eyebrow: [
          "0.8125rem",
          { lineHeight: "1.25rem", letterSpacing: "0.08em", fontWeight: "600" },
        ],
        lead: ["1.1875rem", { lineHeight: "1.75rem" }],
        "display-sm": ["2rem", { lineHeight: "2.4rem", letterSpacing: "-0.01em" }],
        "display-md": ["2.75rem", { lineHeight: "3.1rem", letterSpacing: "-0.015em" }],
        "display-lg": ["3.5rem", { lineHeight: "3.85rem", letterSpacing: "-0.02em" }],
      },
      spacing: { section: "5.5rem", "section-sm": "3.5rem" },
      borderRadius: {
        sm: "0.375rem",
        DEFAULT: "0.5rem",
        md: "0.625rem",
        lg: "0.875rem",
        xl: "1.25rem",
      },
      boxShadow: {
        card: "0 1px 2px rgb(12 20 39 / 0.06), 0 4px 16px -4px rgb(12 20 39 / 0.08)",
        lift: "0 2px 4px rgb(12 20 39 / 0.06), 0 16px 32px -12px rgb(12 20 39 / 0.18)",
      },
      maxWidth: { prose: "68ch" },
      keyframes: {
        shimmer: { "100%": { transform: "translateX(100%)" } },
      },
      animation: { shimmer: "shimmer 1.6s infinite" },
    },
  },
  plugins: [],
} satisfies Config;
