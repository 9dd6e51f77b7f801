// Demo text of the Form CRS page (client relationship summary), in the form's standard sections.
import { assetFeeRatePercent, performanceFeePercent } from "./fees";
import { firm } from "./firm";
import type { LegalText } from "./legal";

export const formCrs: LegalText & { download: string } = {
  title: "Form CRS",
  eyebrow: "Client Relationship Summary",
  heading: "Form CRS",
  lead: `A short, plain-language summary of the services ${firm.name} offers, what they cost and the conflicts of interest we have.`,
  placeholderNotice: `Placeholder text. This demo page stands in for the Form CRS of ${firm.name}; it is not a filed relationship summary.`,
  download: "Download",
  sections: [
    {
      heading: "Introduction",
      paragraphs: [
        `${firm.name} is registered as an investment adviser. Brokerage and investment advisory services and fees differ, and it is important for you to understand the differences. Free and simple tools are available to research firms and financial professionals at Investor.gov/CRS.`,
      ],
    },
    {
      heading: "What investment services and advice can you provide me?",
      paragraphs: [
        "Placeholder: we offer discretionary portfolio management and non-discretionary advisory services to individuals, monitored continuously and reviewed with you quarterly. We have no account minimum.",
      ],
    },
    {
      heading: "What fees will I pay?",
      paragraphs: [
        `Placeholder: an asset-based fee of ${assetFeeRatePercent}% a year on managed assets. Qualified clients may agree to a performance fee of ${performanceFeePercent}% of net profits above a high watermark. Custody and trading costs are charged separately by third parties. You will pay fees and costs whether you make or lose money.`,
      ],
    },
    {
      heading: "What are your legal obligations to me when acting as my investment adviser?",
      paragraphs: [
        "Placeholder: we act as a fiduciary and must put your interests ahead of ours. A performance fee can create an incentive to take more risk; we describe how we manage that conflict in our Form ADV.",
      ],
    },
    {
      heading: "Do you or your financial professionals have legal or disciplinary history?",
      paragraphs: ["Placeholder: visit Investor.gov/CRS for a free and simple search tool."],
    },
    {
      heading: "Additional information",
      paragraphs: [
        "Placeholder: our Form ADV brochure, available on our ADV Disclosure page, has more detail. You can ask us for an up-to-date copy of this summary at any time.",
      ],
    },
  ],
};
