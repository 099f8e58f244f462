-- Resources uploaded before titles existed show their file name without the `.pdf` extension.
UPDATE "resources" SET "title" = regexp_replace("file_name", '\.pdf$', '', 'i') WHERE "title" = '';
