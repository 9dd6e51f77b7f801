export { FeaturedResources } from "./components/featured-resources";
