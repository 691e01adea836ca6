CREATE TABLE "office_month_counts" (
	"fiscal_year_id" integer NOT NULL,
	"month" smallint NOT NULL,
	"nikaya_id" integer NOT NULL,
	"entered" boolean NOT NULL,
	"milestones" integer NOT NULL,
	"not_started" integer NOT NULL,
	"in_progress_below_twenty_percent" integer NOT NULL,
	"in_progress_below_fourty_percent" integer NOT NULL,
	"in_progress_below_sixty_percent" integer NOT NULL,
	"in_progress_below_eighty_percent" integer NOT NULL,
	"in_progress_below_hundred_percent" integer NOT NULL,
	"completed_and_achieved" integer NOT NULL,
	"zero_rating" integer NOT NULL,
	"one_rating" integer NOT NULL,
	"two_rating" integer NOT NULL,
	"three_rating" integer NOT NULL,
	"four_rating" integer NOT NULL,
	"five_rating" integer NOT NULL,
	CONSTRAINT "office_month_counts_fiscal_year_id_month_nikaya_id_entered_pk" PRIMARY KEY("fiscal_year_id","month","nikaya_id","entered")
);
--> statement-breakpoint
-- Status rows of deleted milestones are dropped (deleting a milestone now drops them), so every status
-- row is a live milestone's and the counts below are their plain aggregate.
DELETE FROM "milestone_month_status" s USING "milestones" m WHERE m.id = s.milestone_id AND m.deleted_at IS NOT NULL;--> statement-breakpoint
ALTER TABLE "milestone_month_status" ADD COLUMN "entry_id" integer;--> statement-breakpoint
ALTER TABLE "milestone_month_status" ADD COLUMN "achieved" numeric(16, 4) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "milestone_month_status" ADD COLUMN "completed_since" smallint;--> statement-breakpoint
ALTER TABLE "milestone_month_status" ADD COLUMN "commented" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "milestone_month_status" s
   SET entry_id = (SELECT e.id FROM progress_entries e WHERE e.milestone_id = s.milestone_id AND e.month <= s.month
                    ORDER BY e.month DESC LIMIT 1),
       achieved = COALESCE(CASE WHEN m.cumulative
                    THEN (SELECT e.achieved FROM progress_entries e WHERE e.milestone_id = s.milestone_id
                            AND e.month <= s.month ORDER BY e.month DESC LIMIT 1)
                    ELSE (SELECT sum(e.achieved) FROM progress_entries e WHERE e.milestone_id = s.milestone_id
                            AND e.month <= s.month) END, 0),
       commented = EXISTS (SELECT 1 FROM progress_entries e WHERE e.milestone_id = s.milestone_id
                            AND e.month = s.month AND e.comment IS NOT NULL)
  FROM "milestones" m
 WHERE m.id = s.milestone_id;--> statement-breakpoint
UPDATE "milestone_month_status" s
   SET completed_since = (SELECT COALESCE(max(p.month) + 1, 0) FROM milestone_month_status p
                           WHERE p.milestone_id = s.milestone_id AND p.month < s.month AND p.status <> 'completed')
 WHERE s.status = 'completed';--> statement-breakpoint
ALTER TABLE "milestone_month_status" ALTER COLUMN "achieved" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "milestone_month_status" ALTER COLUMN "commented" DROP DEFAULT;--> statement-breakpoint
INSERT INTO "office_month_counts" (fiscal_year_id, month, nikaya_id, entered, milestones, not_started, in_progress_below_twenty_percent, in_progress_below_fourty_percent, in_progress_below_sixty_percent, in_progress_below_eighty_percent, in_progress_below_hundred_percent, completed_and_achieved, zero_rating, one_rating, two_rating, three_rating, four_rating, five_rating)
SELECT fiscal_year_id, month, nikaya_id, entered,
       count(*),
       count(*) FILTER (WHERE band = 0),
       count(*) FILTER (WHERE band = 1),
       count(*) FILTER (WHERE band = 2),
       count(*) FILTER (WHERE band = 3),
       count(*) FILTER (WHERE band = 4),
       count(*) FILTER (WHERE band = 5),
       count(*) FILTER (WHERE band = 6),
       count(*) FILTER (WHERE rating = 0),
       count(*) FILTER (WHERE rating = 1),
       count(*) FILTER (WHERE rating = 2),
       count(*) FILTER (WHERE rating = 3),
       count(*) FILTER (WHERE rating = 4),
       count(*) FILTER (WHERE rating = 5)
  FROM "milestone_month_status"
 GROUP BY fiscal_year_id, month, nikaya_id, entered;--> statement-breakpoint
-- Applies the difference a statement made to milestone_month_status (its transition tables) to the
-- counts; groups whose difference is all zero (a percent moving within its band) are not touched.
CREATE FUNCTION "office_month_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $function$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT n.*, 1 AS sign FROM new_rows n'
    WHEN 'DELETE' THEN 'SELECT o.*, -1 AS sign FROM old_rows o'
    ELSE 'SELECT n.*, 1 AS sign FROM new_rows n UNION ALL SELECT o.*, -1 AS sign FROM old_rows o'
  END;
BEGIN
  EXECUTE format($delta$
    INSERT INTO office_month_counts AS c (fiscal_year_id, month, nikaya_id, entered, milestones, not_started, in_progress_below_twenty_percent, in_progress_below_fourty_percent, in_progress_below_sixty_percent, in_progress_below_eighty_percent, in_progress_below_hundred_percent, completed_and_achieved, zero_rating, one_rating, two_rating, three_rating, four_rating, five_rating)
    SELECT * FROM (
           SELECT fiscal_year_id, month, nikaya_id, entered,
                  sum(sign) AS milestones,
                  sum(CASE WHEN band = 0 THEN sign ELSE 0 END) AS not_started,
                  sum(CASE WHEN band = 1 THEN sign ELSE 0 END) AS in_progress_below_twenty_percent,
                  sum(CASE WHEN band = 2 THEN sign ELSE 0 END) AS in_progress_below_fourty_percent,
                  sum(CASE WHEN band = 3 THEN sign ELSE 0 END) AS in_progress_below_sixty_percent,
                  sum(CASE WHEN band = 4 THEN sign ELSE 0 END) AS in_progress_below_eighty_percent,
                  sum(CASE WHEN band = 5 THEN sign ELSE 0 END) AS in_progress_below_hundred_percent,
                  sum(CASE WHEN band = 6 THEN sign ELSE 0 END) AS completed_and_achieved,
                  sum(CASE WHEN rating = 0 THEN sign ELSE 0 END) AS zero_rating,
                  sum(CASE WHEN rating = 1 THEN sign ELSE 0 END) AS one_rating,
                  sum(CASE WHEN rating = 2 THEN sign ELSE 0 END) AS two_rating,
                  sum(CASE WHEN rating = 3 THEN sign ELSE 0 END) AS three_rating,
                  sum(CASE WHEN rating = 4 THEN sign ELSE 0 END) AS four_rating,
                  sum(CASE WHEN rating = 5 THEN sign ELSE 0 END) AS five_rating
             FROM (%s) d
            GROUP BY fiscal_year_id, month, nikaya_id, entered) g
     WHERE (milestones, not_started, in_progress_below_twenty_percent, in_progress_below_fourty_percent, in_progress_below_sixty_percent, in_progress_below_eighty_percent, in_progress_below_hundred_percent, completed_and_achieved, zero_rating, one_rating, two_rating, three_rating, four_rating, five_rating) <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
     ORDER BY fiscal_year_id, month, nikaya_id, entered
    ON CONFLICT (fiscal_year_id, month, nikaya_id, entered) DO UPDATE SET
      milestones = c.milestones + excluded.milestones,
      not_started = c.not_started + excluded.not_started,
      in_progress_below_twenty_percent = c.in_progress_below_twenty_percent + excluded.in_progress_below_twenty_percent,
      in_progress_below_fourty_percent = c.in_progress_below_fourty_percent + excluded.in_progress_below_fourty_percent,
      in_progress_below_sixty_percent = c.in_progress_below_sixty_percent + excluded.in_progress_below_sixty_percent,
      in_progress_below_eighty_percent = c.in_progress_below_eighty_percent + excluded.in_progress_below_eighty_percent,
      in_progress_below_hundred_percent = c.in_progress_below_hundred_percent + excluded.in_progress_below_hundred_percent,
      completed_and_achieved = c.completed_and_achieved + excluded.completed_and_achieved,
      zero_rating = c.zero_rating + excluded.zero_rating,
      one_rating = c.one_rating + excluded.one_rating,
      two_rating = c.two_rating + excluded.two_rating,
      three_rating = c.three_rating + excluded.three_rating,
      four_rating = c.four_rating + excluded.four_rating,
      five_rating = c.five_rating + excluded.five_rating
  $delta$, changed);
  RETURN NULL;
END
$function$;--> statement-breakpoint
CREATE TRIGGER "office_month_counts_on_insert" AFTER INSERT ON "milestone_month_status"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "office_month_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "office_month_counts_on_update" AFTER UPDATE ON "milestone_month_status"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "office_month_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "office_month_counts_on_delete" AFTER DELETE ON "milestone_month_status"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "office_month_counts_follow"();
