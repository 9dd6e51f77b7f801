// Approvals before publishing (public.publishing_policy): Settings → Compliance and the editors
// that ask it whether publishing needs another admin's approval. Admin code only.
export { usePublishingPolicy, type PublishingPolicy } from "./api/get-publishing-policy";
export { ComplianceCard } from "./components/compliance-card";
