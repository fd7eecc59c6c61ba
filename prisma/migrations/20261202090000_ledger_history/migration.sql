-- The ledger's history before the ledger: every meal charged on a past day that was never locked
-- becomes a record of that day, delivered, at the price it was charged, with the routine's hour,
-- type and extras for that weekday (without a slot: 08:00, 13:00 or 19:00, veg) and the slot's address, else
-- the customer's default one. The day and meal are then locked, so that reading an old dispatch list
-- shows what was charged that day instead of planning it afresh from today's routine and prices.
-- Today and later are left to the ledger's own lock at their cut-off. Days are India's.
INSERT INTO "MealRecord" ("userId", "date", "meal", "hour", "type", "snacks", "drinks", "proteinMultiplier", "pricePaise",
  "addressLabel", "addressLine1", "addressLine2", "landmark", "city", "pin", "deliveryNotes",
  "state", "lockedAt", "stateChangedAt", "stateChangedById")
SELECT d."userId", d."date", d."meal",
  COALESCE(r."hour", CASE d."meal" WHEN 'breakfast' THEN 8 WHEN 'lunch' THEN 13 ELSE 19 END),
  COALESCE(r."type", 'veg'), COALESCE(r."snacks", false), COALESCE(r."drinks", false), COALESCE(r."proteinMultiplier", 0),
  d."amountPaise",
  a."label", a."line1", a."line2", a."landmark", a."city", a."pin", a."notes",
  'delivered', d."createdAt", d."createdAt", d."createdById"
FROM "Deduction" d
LEFT JOIN "RoutineSlot" r
  ON r."userId" = d."userId" AND r."meal" = d."meal" AND r."weekday"::text = lower(to_char(d."date", 'FMDay'))
LEFT JOIN LATERAL (
  SELECT x.* FROM "Address" x
  WHERE x."userId" = d."userId" AND (x."id" = r."addressId" OR x."isDefault")
  ORDER BY (x."id" = r."addressId") DESC NULLS LAST, x."id"
  LIMIT 1
) a ON true
WHERE d."date" < (now() AT TIME ZONE 'Asia/Kolkata')::date
  AND NOT EXISTS (SELECT 1 FROM "MealLock" l WHERE l."date" = d."date" AND l."meal" = d."meal")
ON CONFLICT ("userId", "date", "meal") DO NOTHING;

INSERT INTO "MealLock" ("date", "meal", "lockedAt")
SELECT DISTINCT d."date", d."meal", (now() AT TIME ZONE 'UTC')
FROM "Deduction" d
WHERE d."date" < (now() AT TIME ZONE 'Asia/Kolkata')::date
ON CONFLICT ("date", "meal") DO NOTHING;
