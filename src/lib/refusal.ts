/**
 * A "no" the person can act on (a wrong password or code, a page changed meanwhile): said to them
 * where they act, and not logged as a fault, which every other failed mutation is.
 */
export class Refusal extends Error {}
