// Demo placeholder text of the legal pages (/privacy, /terms, and the Form CRS in crs.ts). The product
// ships with placeholders; each page says so plainly so no visitor mistakes them for the real documents.
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
  placeholderNotice: string;
  sections: readonly LegalSection[];
}

const placeholderNotice = (document: string) =>
  `Placeholder text. This demo page stands in for the ${document} of ${firm.name}; it is not the firm's actual ${document} and creates no rights or obligations.`;

const contactLine = `Questions? Email ${contact.email} or call ${contact.phone}.`;

export const privacyPolicy: LegalText = {
  title: "Privacy Policy",
  eyebrow: "Legal",
  heading: "Privacy Policy",
  lead: "How we collect, use and protect information about you.",
  placeholderNotice: placeholderNotice("privacy policy"),
  sections: [
    {
      heading: "Information we collect",
      paragraphs: [
        "Placeholder: the information you give us when you contact us, book a call or become a client, such as your name, contact details and financial information.",
        "Placeholder: technical information your browser sends when you visit this website.",
      ],
    },
    {
      // Not a placeholder: how the site's visit counting works (README "Visit counting").
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
        "Placeholder: to answer your questions, provide advisory services, meet our regulatory obligations and improve this website.",
      ],
    },
    {
      heading: "How we share information",
      paragraphs: [
        "Placeholder: we do not sell personal information. We share it only with service providers such as custodians, as needed to serve you, or when the law requires it.",
      ],
    },
    {
      heading: "How we protect information",
      paragraphs: ["Placeholder: the safeguards we keep to protect your information."],
    },
    {
      heading: "Your choices and contact",
      paragraphs: [
        "Placeholder: how to ask what we hold about you or to limit how we share it.",
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
  placeholderNotice: placeholderNotice("terms of service"),
  sections: [
    {
      heading: "Use of this website",
      paragraphs: ["Placeholder: the conditions for using this website and its content."],
    },
    {
      heading: "No investment advice",
      paragraphs: [
        "Placeholder: information on this website is general and is not personalized investment advice. Advice is given only under a signed advisory agreement.",
      ],
    },
    {
      heading: "Third-party links",
      paragraphs: [
        "Placeholder: links to other websites are for convenience; we do not control their content.",
      ],
    },
    {
      heading: "Limitation of liability",
      paragraphs: ["Placeholder: the limits of the firm's liability for the use of this website."],
    },
    {
      heading: "Changes and contact",
      paragraphs: ["Placeholder: how these terms may change and how we tell you.", contactLine],
    },
  ],
};

export const legalPageLabels = {
  contents: "On this page",
  placeholderBadge: "Demo placeholder",
} as const;
