// Text of the legal pages (/privacy, /terms). Form CRS is a filed document, shown from its PDF (crs.ts).
import { contact, firm } from "./firm";

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface LegalText {
  title: string;
  eyebrow: string;
  heading: string;
  lead: string;
  sections: readonly LegalSection[];
}

const contactLine = `Questions? Email ${contact.email} or call ${contact.phone}.`;

export const privacyPolicy: LegalText = {
  title: "Privacy Policy",
  eyebrow: "Legal",
  heading: "Privacy Policy",
  lead: "How we collect, use and protect information about you.",
  sections: [
    {
      heading: "Information we collect",
      paragraphs: [
        "The information you give us when you contact us, book a call, sign up for our newsletter or become a client, such as your name, contact details and financial information.",
        "Technical information your browser sends when you visit this website, such as the pages you view.",
      ],
    },
    {
      // Not a placeholder: how the site's visit counting works (docs/architecture.md, "Visit counting").
      heading: "How we count visits",
      paragraphs: [
        "This website counts its visitors without cookies and stores nothing on your device. When a page has loaded, your browser tells our database which page it is, the name of the website that linked you here (for example google.com, never the full address), the campaign tags of the link you followed, if any (utm_source, utm_medium, utm_campaign), and whether your screen is phone, tablet or desktop sized. Booking a consultation in the scheduling calendar, and tapping our phone number or email address on the contact page, are counted the same way, with nothing about you or your booking.",
        "To tell one visitor from another without knowing who you are, the database mixes your IP address and your browser's identification (its User-Agent) with a random value that changes every day, and keeps only the scrambled result. Your IP address and browser identification are never stored. Each day's random value is deleted when the day is over, so a visit today cannot be linked to a visit tomorrow, or to you.",
        "If your browser sends Global Privacy Control or Do Not Track, it sends us nothing and nothing is counted. Search engines' crawlers and other automated visitors are not counted either. No advertising or outside analytics company receives anything: the counts stay in our own database, each page view is deleted after 30 days, and only the totals per day are kept.",
      ],
    },
    {
      heading: "How we use information",
      paragraphs: [
        "To answer your questions, provide advisory services, meet our regulatory obligations, including the records an investment adviser must keep, and improve this website.",
      ],
    },
    {
      heading: "How we share information",
      paragraphs: [
        "We do not sell personal information. We share it only with service providers such as custodians, as needed to serve you, or when the law requires it.",
      ],
    },
    {
      heading: "How we protect information",
      paragraphs: [
        "We keep information in systems that only authorized people at the firm can reach, each signing in with two-step verification, and we keep records for as long as the law requires.",
      ],
    },
    {
      heading: "Your choices and contact",
      paragraphs: [
        "You may ask what we hold about you, ask us to correct it, or unsubscribe from our newsletter at any time.",
        contactLine,
      ],
    },
  ],
};

export const termsOfService: LegalText = {
  title: "Terms of Service",
  eyebrow: "Legal",
  heading: "Terms of Service",
  lead: "The terms that apply when you use this website.",
  sections: [
    {
      heading: "Use of this website",
      paragraphs: [
        `This website and its content belong to ${firm.name}. You may read, download and print it for your own use.`,
      ],
    },
    {
      heading: "No investment advice",
      paragraphs: [
        "Information on this website is general and is not personalized investment advice. Advice is given only under a signed advisory agreement.",
      ],
    },
    {
      heading: "Third-party links",
      paragraphs: ["Links to other websites are for convenience; we do not control their content."],
    },
    {
      heading: "Limitation of liability",
      paragraphs: [
        "We take care that this website is accurate and available, but we do not promise that it always will be. Past performance does not guarantee future results.",
      ],
    },
    {
      heading: "Changes and contact",
      paragraphs: [
        "When these terms change, we post the new terms on this page with the date they take effect.",
        contactLine,
      ],
    },
  ],
};

export const legalPageLabels = {
  contents: "On this page",
} as const;
