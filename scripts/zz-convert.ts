// One-off: today's copy in src/content/*.ts as the first published version of each page.
import { writeFileSync } from "node:fs";
import { aboutPage } from "/work/scratch-base/src/content/about";
import { advPage, legalDocumentTypes } from "/work/scratch-base/src/content/adv";
import { contactPage } from "/work/scratch-base/src/content/contact-page";
import { formCrs } from "/work/scratch-base/src/content/crs";
import { feesPage } from "/work/scratch-base/src/content/fees";
import { contact, disclaimer, firm, founder } from "/work/scratch-base/src/content/firm";
import { footerCopy, footerLinkGroups, legalLinks, newsletter } from "/work/scratch-base/src/content/footer";
import { freeReviewPage } from "/work/scratch-base/src/content/free-review";
import { homePage } from "/work/scratch-base/src/content/home";
import { privacyPolicy, termsOfService, type LegalText } from "/work/scratch-base/src/content/legal";
import { headerCopy, navActions, notFoundCopy, primaryNav } from "/work/scratch-base/src/content/navigation";
import { processPage, processSteps } from "/work/scratch-base/src/content/process";
import {
  qualifiedClientRule,
  qualifiedClientThresholdHistory,
  qualifiedClientThresholdsReviewed,
} from "/work/scratch-base/src/content/qualified-client";
import { resourcesPage } from "/work/scratch-base/src/content/resources";
import { paths } from "/work/scratch-base/src/content/routes";
import { schedulePage } from "/work/scratch-base/src/content/schedule";
import { schedulingWidget } from "/work/scratch-base/src/content/scheduling-widget";
import { pageDescriptions } from "/work/scratch-base/src/content/seo";
import { services, servicesPage } from "/work/scratch-base/src/content/services";
import { pageContentSchemas } from "../src/features/site-content/schemas/page-schemas";

const d = pageDescriptions;
const strip = <T extends { id: string }>(items: readonly T[]) => items.map((item) => ({ ...item }));

const legal = (text: LegalText, path: string) => ({
  title: text.title,
  description: d[path as keyof typeof d],
  eyebrow: text.eyebrow,
  heading: text.heading,
  lead: text.lead,
  lastUpdated: "Last updated",
  contentsHeading: "On this page",
  pdfVersion: "Download this page as a PDF",
  sections: text.sections.map((s) => ({ heading: s.heading, body: s.paragraphs.join("\n\n") })),
});

const menu = (label: string) => primaryNav.find((e) => e.label === label)!;

const pages = {
  home: {
    title: homePage.title,
    description: d[paths.home],
    hero: {
      eyebrow: homePage.hero.eyebrow,
      heading: homePage.hero.heading,
      text: homePage.hero.text,
      primaryAction: { label: homePage.hero.schedule, href: paths.schedule },
      secondaryAction: { label: homePage.hero.process, href: paths.process },
      tagline: homePage.hero.tagline,
      highlightsLabel: homePage.hero.highlightsLabel,
      highlights: strip(homePage.hero.highlights),
      location: homePage.hero.location,
    },
    services: {
      eyebrow: homePage.services.eyebrow,
      heading: homePage.services.heading,
      lead: homePage.services.lead,
      learnMore: { label: homePage.services.learnMore, href: paths.schedule },
      action: { label: homePage.services.schedule, href: paths.schedule },
    },
    process: { ...homePage.process },
    fees: {
      eyebrow: homePage.fees.eyebrow,
      heading: homePage.fees.heading,
      lead: homePage.fees.lead,
      figures: homePage.fees.figures.map((f) => ({ ...f })),
      basis: homePage.fees.basis,
      performanceNote: homePage.fees.performanceNote,
      disclosureAction: { label: homePage.fees.adv, href: paths.adv },
      feesAction: { label: homePage.fees.fees, href: paths.fees },
    },
    cta: {
      heading: homePage.cta.heading,
      text: homePage.cta.text,
      action: { label: homePage.cta.action, href: paths.schedule },
    },
  },
  about: {
    title: aboutPage.title,
    description: d[paths.about],
    eyebrow: aboutPage.eyebrow,
    heading: aboutPage.heading,
    lead: aboutPage.lead,
    founderHeading: aboutPage.founderHeading,
    bio: [...aboutPage.bio],
    qualificationsLabel: aboutPage.profile.qualificationsLabel,
    qualifications: [...aboutPage.profile.qualifications],
    credentialsHeading: aboutPage.credentialsHeading,
    credentials: strip(aboutPage.credentials),
    principlesHeading: aboutPage.principlesHeading,
    principlesLead: aboutPage.principlesLead,
    principles: strip(aboutPage.principles),
    cta: {
      heading: aboutPage.cta.heading,
      text: aboutPage.cta.text,
      action: { label: aboutPage.cta.action, href: paths.schedule },
    },
  },
  services: {
    title: servicesPage.title,
    description: d[paths.services],
    eyebrow: servicesPage.eyebrow,
    heading: servicesPage.heading,
    lead: servicesPage.lead,
    listHeading: servicesPage.listHeading,
    services: services.map((s) => ({ ...s, features: [...s.features] })),
    learnMore: servicesPage.learnMore,
    includedHeading: servicesPage.includedHeading,
    included: strip(servicesPage.included),
    cta: {
      heading: servicesPage.cta.heading,
      text: servicesPage.cta.text,
      primaryAction: { label: servicesPage.cta.schedule, href: paths.schedule },
      secondaryAction: { label: servicesPage.cta.fees, href: paths.fees },
    },
  },
  contact: {
    title: contactPage.title,
    description: d[paths.contact],
    eyebrow: contactPage.eyebrow,
    heading: contactPage.heading,
    lead: contactPage.lead,
    channelsHeading: contactPage.channelsHeading,
    phoneLabel: contactPage.channels.phone.label,
    phoneNote: contactPage.channels.phone.note,
    emailLabel: contactPage.channels.email.label,
    emailNote: contactPage.channels.email.note,
    locationLabel: contactPage.channels.location.label,
    locationNote: contactPage.channels.location.note,
    response: { ...contactPage.response },
    expectHeading: contactPage.expectHeading,
    expectations: contactPage.expectations.map((e) => ({ ...e })),
    formCrs: { text: contactPage.formCrs.text, action: { label: contactPage.formCrs.cta, href: paths.crs } },
    schedule: {
      heading: contactPage.schedule.heading,
      text: contactPage.schedule.text,
      action: { label: contactPage.schedule.cta, href: paths.schedule },
    },
  },
  fees: {
    title: feesPage.title,
    description: d[paths.fees],
    eyebrow: feesPage.eyebrow,
    heading: feesPage.heading,
    lead: feesPage.lead,
    disclosureAction: { label: feesPage.disclosure.cta, href: paths.adv },
    structureHeading: feesPage.structureHeading,
    assetFee: { ...feesPage.assetFee, points: [...feesPage.assetFee.points] },
    performanceFee: { ...feesPage.performanceFee, points: [...feesPage.performanceFee.points] },
    thirdPartyCosts: { ...feesPage.thirdPartyCosts },
    qualifiedClient: {
      heading: feesPage.qualifiedClient.heading,
      intro: feesPage.qualifiedClient.intro,
      otherCategories: feesPage.qualifiedClient.otherCategories,
      assetsTest: "At least {amount} of assets under our management immediately after you enter into the agreement",
      netWorthTest: "A net worth of more than {amount}, alone or jointly with your spouse, excluding your primary residence",
      citation: "Thresholds under {rule}, as adjusted by the {source}; last reviewed {reviewed}.",
      rule: qualifiedClientRule,
      reviewed: qualifiedClientThresholdsReviewed,
      thresholds: qualifiedClientThresholdHistory.map((t) => ({ ...t })),
    },
    comparison: {
      heading: feesPage.comparison.heading,
      caption: feesPage.comparison.caption,
      columns: [...feesPage.comparison.columns],
      balances: [...feesPage.comparison.balances],
      rates: [...feesPage.comparison.rates],
      note: feesPage.comparison.note,
    },
    disclosure: {
      heading: feesPage.disclosure.heading,
      text: feesPage.disclosure.text,
      primaryAction: { label: feesPage.disclosure.cta, href: paths.adv },
      crsAction: { label: feesPage.disclosure.crsCta, href: paths.crs },
      scheduleAction: { label: feesPage.disclosure.secondaryCta, href: paths.schedule },
    },
  },
  process: {
    title: processPage.title,
    description: d[paths.process],
    eyebrow: processPage.eyebrow,
    heading: processPage.heading,
    lead: processPage.lead,
    stepsHeading: processPage.stepsHeading,
    stepsLead: processPage.stepsLead,
    steps: processSteps.map((s) => ({ ...s, details: [...s.details] })),
    whyHeading: processPage.whyHeading,
    whyLead: processPage.whyLead,
    reasons: strip(processPage.reasons),
    scheduleLink: { label: processPage.scheduleLink, href: paths.schedule },
    feesLink: { label: processPage.feesLink, href: paths.fees },
  },
  schedule: {
    title: schedulePage.title,
    description: d[paths.schedule],
    eyebrow: schedulePage.eyebrow,
    heading: schedulePage.heading,
    lead: schedulePage.lead,
    calendarHeading: schedulePage.calendarHeading,
    widget: {
      loading: schedulingWidget.loading,
      frameTitle: schedulingWidget.frameTitle,
      unavailableHeading: schedulingWidget.fallback.heading,
      unavailableText: schedulingWidget.fallback.text,
      call: "Call",
      email: "Email",
    },
    founderHeading: schedulePage.founderCard.heading,
    founderCredentials: [...schedulePage.founderCard.credentials],
    expectHeading: schedulePage.expectHeading,
    expectations: [...schedulePage.expectations],
    formatsHeading: schedulePage.formatsHeading,
    formats: strip(schedulePage.formats),
    contactFirst: {
      heading: schedulePage.contactFirst.heading,
      text: schedulePage.contactFirst.text,
      button: schedulePage.contactFirst.cta,
    },
  },
  "free-review": {
    title: freeReviewPage.title,
    description: d[paths.freeReview],
    eyebrow: freeReviewPage.eyebrow,
    heading: freeReviewPage.heading,
    lead: freeReviewPage.lead,
    duration: freeReviewPage.duration,
    includedHeading: freeReviewPage.includedHeading,
    includedLead: freeReviewPage.includedLead,
    included: freeReviewPage.included.map((i) => ({ ...i, points: [...i.points] })),
    stepsHeading: freeReviewPage.stepsHeading,
    steps: freeReviewPage.steps.map((s) => ({ ...s })),
    promise: freeReviewPage.promise,
    action: { label: freeReviewPage.cta, href: paths.schedule },
  },
  resources: {
    title: resourcesPage.title,
    description: d[paths.resources],
    eyebrow: resourcesPage.eyebrow,
    heading: resourcesPage.heading,
    lead: resourcesPage.lead,
    gridHeading: resourcesPage.gridHeading,
    curationNote: resourcesPage.curationNote,
    openLabel: resourcesPage.openLabel,
    placeholders: resourcesPage.placeholders.map((p) => ({ ...p })),
    placeholderNote: resourcesPage.placeholderNote,
    subscribe: { ...resourcesPage.subscribe },
  },
  privacy: legal(privacyPolicy, paths.privacy),
  terms: legal(termsOfService, paths.terms),
  adv: {
    title: advPage.title,
    description: d[paths.adv],
    eyebrow: advPage.eyebrow,
    heading: advPage.heading,
    lead: advPage.lead,
    documentsHeading: advPage.documentsHeading,
    documentTypes: Object.fromEntries(legalDocumentTypes.map((t) => [t.type, t.description])),
    download: advPage.download,
    unavailable: advPage.unavailable,
    relatedHeading: advPage.related.heading,
    crsAction: { label: advPage.related.crs, href: paths.crs },
    lookUpAction: { label: advPage.related.iapd.label, href: advPage.related.iapd.href },
  },
  crs: {
    title: formCrs.title,
    description: d[paths.crs],
    eyebrow: formCrs.eyebrow,
    heading: formCrs.heading,
    lead: formCrs.lead,
    download: formCrs.download,
    posted: "Posted",
    unavailable: formCrs.unavailable,
    materialChanges: formCrs.materialChanges,
    documentHeading: formCrs.documentHeading,
    pdfOutsidePage: formCrs.pdfOutsidePage,
    openPdf: "Open",
    investorGov:
      "Free and simple tools are available to research firms and financial professionals at [Investor.gov/CRS](https://www.investor.gov/CRS).",
  },
  "not-found": {
    title: "Page not found",
    code: notFoundCopy.code,
    heading: notFoundCopy.heading,
    body: notFoundCopy.body,
    homeAction: { label: notFoundCopy.homeLink, href: paths.home },
  },
  layout: {
    adviser: { name: founder.name, role: founder.role, initials: founder.initials },
    contact: {
      phone: contact.phone,
      phoneDigits: contact.phoneHref.replace(/^tel:/, ""),
      email: contact.email,
      city: firm.city,
      state: firm.state,
      serviceArea: firm.serviceArea,
      responseTime: contact.responseTime,
    },
    header: {
      skipLink: headerCopy.skipLink,
      home: primaryNav[0]!.label,
      aboutMenu: "About",
      aboutUs: (menu("About") as any).items[0].label,
      ourProcess: (menu("About") as any).items[1].label,
      servicesMenu: "Services",
      servicesOverview: (menu("Services") as any).items[0].label,
      feeStructure: (menu("Services") as any).items[1].label,
      resources: "Resources",
      contact: "Contact",
      formCrs: "Form CRS",
      reviewAction: { ...navActions.secondary },
      scheduleAction: { ...navActions.primary },
      menu: headerCopy.menu,
      closeMenu: headerCopy.closeMenu,
      mainNavLabel: headerCopy.mainNavLabel,
      mobileNavLabel: headerCopy.mobileNavLabel,
    },
    footer: {
      companyHeading: footerLinkGroups[0]!.heading,
      about: footerLinkGroups[0]!.links[0]!.label,
      services: footerLinkGroups[0]!.links[1]!.label,
      process: footerLinkGroups[0]!.links[2]!.label,
      fees: footerLinkGroups[0]!.links[3]!.label,
      resourcesHeading: footerLinkGroups[1]!.heading,
      resources: footerLinkGroups[1]!.links[0]!.label,
      contact: footerLinkGroups[1]!.links[1]!.label,
      legalHeading: legalLinks.heading,
      privacy: legalLinks.links[0]!.label,
      terms: legalLinks.links[1]!.label,
      adv: legalLinks.links[2]!.label,
      formCrs: legalLinks.links[3]!.label,
      navLabel: footerCopy.navLabel,
      socialLabel: footerCopy.socialLabel,
      disclaimer,
    },
    newsletter: {
      emailLabel: newsletter.emailLabel,
      emailPlaceholder: newsletter.emailPlaceholder,
      submit: newsletter.submit,
      submitting: newsletter.submitting,
      subscribed: newsletter.subscribed,
      invalidEmail: newsletter.invalidEmail,
      failed: newsletter.failed,
      trapLabel: newsletter.trapLabel,
    },
    newTab: footerCopy.newTabHint,
  },
};

let failed = false;
for (const [key, content] of Object.entries(pages)) {
  const result = pageContentSchemas[key as keyof typeof pageContentSchemas].safeParse(content);
  if (!result.success) {
    failed = true;
    console.error(key, JSON.stringify(result.error.issues, null, 1));
  }
}
if (failed) process.exit(1);
writeFileSync("scratch/initial-content.json", JSON.stringify(pages, null, 2));
console.log("ok", Object.keys(pages).length);
