import { z } from "@/lib/zod";
import { action, paragraph, text } from "../fields";

/**
 * What every public page shows around its own content: the header's navigation and buttons, the
 * footer's links, the newsletter box's words, the disclaimer, and the firm's contact details and
 * adviser, which several pages show. The firm's name, tagline, social links, copyright and the
 * newsletter box's heading are Site Settings.
 */
export const layoutContent = z.object({
  adviser: z
    .object({ name: text(80), role: text(120), initials: text(4) })
    .meta({ title: "The adviser", help: "Shown on About and Schedule a Call" }),
  contact: z
    .object({
      phone: text(40, { title: "Phone, as shown" }),
      phoneDigits: z
        .string()
        .regex(
          /^\+[0-9]{8,15}$/,
          "The number with its country code, digits only, like +17015550148",
        )
        .meta({
          kind: "text",
          title: "Phone, to dial",
          help: "Digits with the country code: +17015550148",
        }),
      email: z
        .email("An email address, like hello@example.com")
        .max(254)
        .meta({ kind: "text", title: "Email" }),
      city: text(80),
      state: text(80),
    })
    .meta({
      title: "Contact details",
      help: "Shown on Contact, in search results and where the calendar cannot load",
    }),
  header: z.object({
    skipLink: text(60, { title: "Skip link", help: "The first thing a keyboard reaches" }),
    home: text(30),
    aboutMenu: text(30),
    aboutUs: text(40),
    ourProcess: text(40),
    servicesMenu: text(30),
    servicesOverview: text(40),
    feeStructure: text(40),
    resources: text(30),
    contact: text(30),
    formCrs: text(30, { title: "Form CRS" }),
    reviewAction: action(40),
    scheduleAction: action(40),
    menu: text(30, { title: "The phone menu's button" }),
    closeMenu: text(30, { title: "Closing the phone menu" }),
    mainNavLabel: text(30, { title: "Name of the main navigation for screen readers" }),
    mobileNavLabel: text(30, { title: "Name of the phone navigation for screen readers" }),
  }),
  footer: z.object({
    companyHeading: text(40),
    about: text(40),
    services: text(40),
    process: text(40),
    fees: text(40),
    resourcesHeading: text(40),
    resources: text(40),
    contact: text(40),
    legalHeading: text(40),
    privacy: text(40),
    terms: text(40),
    adv: text(40),
    formCrs: text(40),
    navLabel: text(40, { title: "Name of the footer's links for screen readers" }),
    socialLabel: text(40, { title: "Name of the social links for screen readers" }),
    disclaimer: paragraph(2000),
  }),
  newsletter: z
    .object({
      emailLabel: text(40),
      emailPlaceholder: text(60),
      submit: text(30),
      submitting: text(30),
      subscribed: text(200),
      invalidEmail: text(200),
      failed: text(200),
      trapLabel: text(60, { help: "A field only bots see and fill" }),
    })
    .meta({ title: "Newsletter box", help: "Its heading and description are Site Settings" }),
  newTab: text(40, { title: "Said after a link that opens a new tab" }),
});

export type LayoutContent = z.infer<typeof layoutContent>;
