-- Live dispatch lists: a statement that changes a date and meal's list (its ledger records, charges,
-- skips, one-day changes or closures) announces that date and meal on the channel
-- freshmeals_dispatch, payload 'YYYY-MM-DD meal'. Every gateway on the database listens and tells
-- the consoles that watch that list. PostgreSQL sends a notification at commit, once per distinct
-- payload of the transaction, and never for a rolled back one: charging 12,000 lunches in batches
-- announces one change per batch, not one per row.
--
-- prisma migrate deploy splits a script at every semicolon, even inside quotes: the body's
-- semicolons are written \073, their octal code, in an escape string.
CREATE FUNCTION "announce_dispatch_change"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM pg_notify(\'freshmeals_dispatch\', changed.day || \' \' || changed.meal)
    FROM (SELECT DISTINCT to_char("date", \'YYYY-MM-DD\') AS day, "meal"::text AS meal FROM changed_rows) AS changed\073
  RETURN NULL\073
END
';

-- A trigger with a transition table fires for one event: one per table and event, each naming its
-- rows changed_rows (the new rows of an insert or update, the old rows of a delete).
CREATE TRIGGER "MealRecord_dispatch_insert" AFTER INSERT ON "MealRecord"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "announce_dispatch_change"();
CREATE TRIGGER "MealRecord_dispatch_update" AFTER UPDATE ON "MealRecord"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "announce_dispatch_change"();
CREATE TRIGGER "MealRecord_dispatch_delete" AFTER DELETE ON "MealRecord"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "announce_dispatch_change"();

CREATE TRIGGER "Deduction_dispatch_insert" AFTER INSERT ON "Deduction"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "announce_dispatch_change"();
CREATE TRIGGER "Deduction_dispatch_delete" AFTER DELETE ON "Deduction"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "announce_dispatch_change"();

CREATE TRIGGER "Skip_dispatch_insert" AFTER INSERT ON "Skip"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "announce_dispatch_change"();
CREATE TRIGGER "Skip_dispatch_delete" AFTER DELETE ON "Skip"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "announce_dispatch_change"();

CREATE TRIGGER "MealChange_dispatch_insert" AFTER INSERT ON "MealChange"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "announce_dispatch_change"();
CREATE TRIGGER "MealChange_dispatch_update" AFTER UPDATE ON "MealChange"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "announce_dispatch_change"();
CREATE TRIGGER "MealChange_dispatch_delete" AFTER DELETE ON "MealChange"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "announce_dispatch_change"();

CREATE TRIGGER "KitchenClosure_dispatch_insert" AFTER INSERT ON "KitchenClosure"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "announce_dispatch_change"();
CREATE TRIGGER "KitchenClosure_dispatch_delete" AFTER DELETE ON "KitchenClosure"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "announce_dispatch_change"();
