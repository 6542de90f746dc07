-- Folder history (GET Entity/{uid}/History/Folder, spec 001 §7): every change of where an entity
-- stands is recorded here, whoever writes it (services, seeds, other modules). Statement-level
-- triggers with transition tables record a whole multi-row insert in one set-based statement.
-- The acting user comes from the transaction setting ullage.actor_uid (services set it with
-- set_config(..., true), through the transaction helper of server/src/db/transaction.ts); it is
-- null for the seed and system work (docs/decisions/018-folder-history-by-trigger.md).
CREATE OR REPLACE FUNCTION ullage_actor_uid() RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT nullif(current_setting('ullage.actor_uid', true), '')::bigint
$$;
