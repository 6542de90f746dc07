-- Report rows (docs/decisions/033-report-rows.md).
-- A product's name or class, or a class's name: the assets holding it.
CREATE OR REPLACE FUNCTION report_rows_on_product_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF report_rows_deferred() THEN RETURN NULL; END IF;
  IF TG_TABLE_NAME = 'product' THEN
    PERFORM report_refresh_assets(array(
      SELECT a.uid FROM new_rows n JOIN old_rows o ON o.uid = n.uid JOIN asset a ON a.product_uid = n.uid
       WHERE n.name IS DISTINCT FROM o.name OR n.class_id IS DISTINCT FROM o.class_id));
  ELSE
    PERFORM report_refresh_assets(array(
      SELECT a.uid FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN product p ON p.class_id = n.id JOIN asset a ON a.product_uid = p.uid
       WHERE n.name IS DISTINCT FROM o.name));
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER report_rows_product_class_updated AFTER UPDATE ON product_class
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_rows_on_product_update();

CREATE OR REPLACE TRIGGER report_rows_product_updated AFTER UPDATE ON product
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_rows_on_product_update();
