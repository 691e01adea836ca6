-- The office tree's path ('/1/5/157/') is compared byte by byte: the tree's order is then the same on
-- every server whatever its locale, and sorting and prefix searches on it skip the locale's collation
-- (the dashboard and the reports order a thousand offices by it on every request).
ALTER TABLE "offices" ALTER COLUMN "path" SET DATA TYPE text COLLATE "C";
