// The animation features Reveal needs, in a chunk of their own: LazyMotion loads them after the page's
// first render, so they never hold up the first paint.
export { domAnimation } from "framer-motion";
