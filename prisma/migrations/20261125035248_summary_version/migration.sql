-- CreateTable
CREATE TABLE "DataVersion" (
    "name" TEXT NOT NULL,
    "version" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "DataVersion_pkey" PRIMARY KEY ("name")
);

-- The dashboard summary is kept by each gateway until this counter moves. A transaction that
-- changes what the summary reads raises it once, at commit (deferred triggers), together with its
-- change: a gateway that reads the counter before computing never keeps a summary older than the
-- counter says. Raising it last also means the counter's row lock is taken after every other lock
-- of the transaction, so it adds no lock-order deadlock between transactions on different rows.
INSERT INTO "DataVersion" ("name") VALUES ('summary');

-- prisma migrate deploy splits a script at every semicolon, even inside quotes: the body's
-- semicolons are written \073, their octal code, in an escape string.
CREATE FUNCTION "raise_summary_version"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF current_setting(\'freshmeals.summary_raised\', true) = \'yes\' THEN
    RETURN NULL\073
  END IF\073
  PERFORM set_config(\'freshmeals.summary_raised\', \'yes\', true)\073
  UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "name" = \'summary\'\073
  RETURN NULL\073
END
';

CREATE CONSTRAINT TRIGGER "RoutineSlot_summary_version" AFTER INSERT OR UPDATE OR DELETE ON "RoutineSlot"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_summary_version"();
CREATE CONSTRAINT TRIGGER "Skip_summary_version" AFTER INSERT OR UPDATE OR DELETE ON "Skip"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_summary_version"();
CREATE CONSTRAINT TRIGGER "Deduction_summary_version" AFTER INSERT OR UPDATE OR DELETE ON "Deduction"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_summary_version"();
CREATE CONSTRAINT TRIGGER "Price_summary_version" AFTER INSERT OR UPDATE OR DELETE ON "Price"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_summary_version"();
-- Of a user, the summary reads the standing, the credit and what the list of those short of credit shows.
CREATE CONSTRAINT TRIGGER "User_summary_version"
  AFTER INSERT OR DELETE OR UPDATE OF "isDisabled", "creditPaise", "name", "email", "phone" ON "User"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_summary_version"();
