// The copy of /about: the founder's biography, credentials and the firm's three principles.
import { firm, founder } from "./firm";

const founderFirstName = founder.name.split(" ")[0] ?? founder.name;

export const aboutPage = {
  title: "About",
  eyebrow: "About Us",
  heading: "Independent advice, held to the fiduciary standard",
  lead: `${firm.name} is an independent, fiduciary investment adviser based in ${firm.state} and serving clients nationwide.`,
  founderHeading: `Meet ${founder.name}`,
  bio: [
    `${founder.name} founded ${firm.name} on a simple idea: an adviser should be paid in a way that keeps their interests tied to their clients'. The firm offers personalized portfolio management at a fee low enough that more of each year's return stays with the people who earned it.`,
    `He holds a degree in finance and entrepreneurship and the ${firm.licence} licence, and he acts as a ${firm.standard} on every account: bound to put clients' interests first. His approach pairs time-tested principles, such as diversification and cost control, with modern tools for tax efficiency and portfolio monitoring.`,
    `The firm is based in ${firm.city}, ${firm.state}, and works with clients across the country by video call and phone. ${founderFirstName} works directly with every client, from the first conversation to each quarterly review.`,
  ],
  profile: { qualificationsLabel: "Qualifications", qualifications: [firm.licence, "Fiduciary"] },
  credentialsHeading: "Credentials",
  credentials: [
    {
      id: "degree",
      title: "Finance and entrepreneurship degree",
      text: "Formal training in markets, corporate finance and building a business.",
    },
    {
      id: "licence",
      title: `${firm.licence} licensed`,
      text: "Passed the Uniform Investment Adviser Law Examination, required to give investment advice for a fee.",
    },
    {
      id: "fiduciary",
      title: "Fiduciary standard",
      text: "Legally and ethically bound to act in your best interest on every recommendation.",
    },
    {
      id: "location",
      title: `Based in ${firm.state}`,
      text: `${firm.serviceArea}, by video call, by phone, or in person in ${firm.city} by request.`,
    },
  ],
  principlesHeading: "Our principles",
  principlesLead: "Three commitments that shape every recommendation we make.",
  principles: [
    {
      id: "fiduciary-first",
      title: "Fiduciary First",
      text: "Your interests come before ours, on every decision. We disclose conflicts plainly and design our fees to keep them small.",
    },
    {
      id: "performance-aligned",
      title: "Performance Aligned",
      text: `A low asset-based fee for everyone and, for qualified clients only, a performance fee above a high watermark. ${firm.tagline}`,
    },
    {
      id: "radical-transparency",
      title: "Radical Transparency",
      text: "Plain-language reports, fees you can calculate yourself and our regulatory disclosures one click away.",
    },
  ],
  cta: {
    heading: `Talk with ${founderFirstName}`,
    text: "A short, no-obligation call to see whether we are the right fit for you.",
    action: "Schedule a Call",
  },
} as const;

export type PrincipleId = (typeof aboutPage.principles)[number]["id"];
export type CredentialId = (typeof aboutPage.credentials)[number]["id"];
