-- The listing form a photo was uploaded for (ADR 0014): an edit form sends the listing's uuid, an add form a uuid
-- of its own until the first save. Upload refuses a 16th photo held under one (owner, form_key); NULL holds none.
ALTER TABLE uploaded_photos ADD COLUMN form_key uuid;

CREATE INDEX uploaded_photos_form_key_idx ON uploaded_photos (owner_user_id, form_key) WHERE form_key IS NOT NULL;

-- Photos already on a listing count for that listing. A photo shared by a duplicated listing goes to the original
-- (lowest id); saving the copy re-keys it to the copy.
UPDATE uploaded_photos u SET form_key = held.listing_uuid
FROM (
  SELECT DISTINCT ON (p.photo_uuid) p.photo_uuid, l.uuid AS listing_uuid
  FROM listing_photos p JOIN listings l ON l.id = p.listing_id
  ORDER BY p.photo_uuid, l.id
) held
WHERE u.uuid = held.photo_uuid;
