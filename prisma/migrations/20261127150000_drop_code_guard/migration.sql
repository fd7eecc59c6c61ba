-- Wrong code tries are counted per client address in "RateLimit" now: the per-address guard is
-- no longer written or read.

-- DropTable
DROP TABLE "CodeGuard";
