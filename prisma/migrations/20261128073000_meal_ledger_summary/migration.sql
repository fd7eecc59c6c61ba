-- The dashboard summary reads the ledger's meals of a locked date and meal: writing them (the lock)
-- and changing their state raise the summary's counter, as changes to routines and skips do.
CREATE CONSTRAINT TRIGGER "MealRecord_summary_version" AFTER INSERT OR UPDATE OR DELETE ON "MealRecord"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_summary_version"();
CREATE CONSTRAINT TRIGGER "MealLock_summary_version" AFTER INSERT OR UPDATE OR DELETE ON "MealLock"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_summary_version"();
