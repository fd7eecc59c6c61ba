-- AlterTable
ALTER TABLE "User" ADD COLUMN     "searchText" TEXT NOT NULL DEFAULT '';

-- The column follows name, e-mail and phone on every write, whoever writes (the app, a seed, a
-- console). The function body's semicolons are written \073, their octal code, in an escape string,
-- as prisma migrate deploy splits scripts at every semicolon.
CREATE FUNCTION "user_search_text"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  NEW."searchText" := lower(NEW."name" || chr(10) || NEW."email" || chr(10) || NEW."phone")\073
  RETURN NEW\073
END
';

CREATE TRIGGER "User_search_text" BEFORE INSERT OR UPDATE OF "name", "email", "phone", "searchText" ON "User"
  FOR EACH ROW EXECUTE FUNCTION "user_search_text"();

UPDATE "User" SET "searchText" = lower("name" || chr(10) || "email" || chr(10) || "phone");
