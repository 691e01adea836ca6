-- The counts get one row per office, month and month type ('upto': every milestone; 'in': those with
-- an entry in the month), so the dashboard reads rows instead of summing two per office.
DROP TRIGGER "office_month_counts_on_insert" ON "milestone_month_status";--> statement-breakpoint
DROP TRIGGER "office_month_counts_on_update" ON "milestone_month_status";--> statement-breakpoint
DROP TRIGGER "office_month_counts_on_delete" ON "milestone_month_status";--> statement-breakpoint
DROP FUNCTION "office_month_counts_follow"();--> statement-breakpoint
DROP TABLE "office_month_counts";--> statement-breakpoint
CREATE TABLE "office_month_counts" (
	"fiscal_year_id" integer NOT NULL,
	"month" smallint NOT NULL,
	"nikaya_id" integer NOT NULL,
	"month_type" text NOT NULL,
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
	CONSTRAINT "office_month_counts_fiscal_year_id_month_month_type_nikaya_id_pk" PRIMARY KEY("fiscal_year_id","month","month_type","nikaya_id")
);--> statement-breakpoint
INSERT INTO "office_month_counts" (fiscal_year_id, month, month_type, nikaya_id, milestones, not_started, in_progress_below_twenty_percent, in_progress_below_fourty_percent, in_progress_below_sixty_percent, in_progress_below_eighty_percent, in_progress_below_hundred_percent, completed_and_achieved, zero_rating, one_rating, two_rating, three_rating, four_rating, five_rating)
SELECT fiscal_year_id, month, month_type, nikaya_id,
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
  FROM (SELECT s.*, 'upto' AS month_type FROM "milestone_month_status" s
        UNION ALL
        SELECT s.*, 'in' FROM "milestone_month_status" s WHERE s.entered) x
 GROUP BY fiscal_year_id, month, month_type, nikaya_id;--> statement-breakpoint
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
    INSERT INTO office_month_counts AS c (fiscal_year_id, month, month_type, nikaya_id, milestones, not_started, in_progress_below_twenty_percent, in_progress_below_fourty_percent, in_progress_below_sixty_percent, in_progress_below_eighty_percent, in_progress_below_hundred_percent, completed_and_achieved, zero_rating, one_rating, two_rating, three_rating, four_rating, five_rating)
    SELECT * FROM (
           SELECT fiscal_year_id, month, month_type, nikaya_id,
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
             FROM (SELECT d.*, 'upto' AS month_type FROM (%1$s) d
                   UNION ALL
                   SELECT d.*, 'in' FROM (%1$s) d WHERE d.entered) x
            GROUP BY fiscal_year_id, month, month_type, nikaya_id) g
     WHERE (milestones, not_started, in_progress_below_twenty_percent, in_progress_below_fourty_percent, in_progress_below_sixty_percent, in_progress_below_eighty_percent, in_progress_below_hundred_percent, completed_and_achieved, zero_rating, one_rating, two_rating, three_rating, four_rating, five_rating) <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
     ORDER BY fiscal_year_id, month, month_type, nikaya_id
    ON CONFLICT (fiscal_year_id, month, month_type, nikaya_id) DO UPDATE SET
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
