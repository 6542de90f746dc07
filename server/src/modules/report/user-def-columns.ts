// A company's user-defined fields as columns of the asset and device reports (spec 001 §3.2
// userDefValues, §3.3 UserDefSetup; issue 19 "available as report columns";
// docs/decisions/100-catalogue-rest.md): one column per enabled field of the report's entity type,
// in the fields' order, typed by the field's data type so it sorts and filters as the others do.
import { sql, type SQL } from 'drizzle-orm';
import { UserDefDataType, userDefColumnId } from '@ullage/domain/api/user-def';
import type { GridColumn } from './grid-query';
import { date, num, text, yesNo, type ReportViewer } from './report-definition';

/**
 * The columns of the viewer's fields for `entityTypeId`, reading the values of the entity whose uid
 * is `uid` (a column of the row table `r`). A value not of its field's type (typed while the field
 * had another) shows blank rather than failing the report.
 */
export function userDefColumns(viewer: ReportViewer, entityTypeId: number, uid: SQL): GridColumn[] {
  return viewer.userDefs
    .filter((f) => f.entityTypeId === entityTypeId)
    .map((f) => {
      // The id is a trusted integer written into the text (a jsonpath literal), so the select list
      // keeps no parameters and is rendered once (report.repository.ts).
      if (!Number.isSafeInteger(f.id)) throw new Error(`userDefColumns: ${String(f.id)} is not an integer`);
      const v = sql`jsonb_path_query_first((select e.user_def_values from entity e where e.uid = ${uid}), ${sql.raw(
        `'$[*] ? (@.setupId == ${f.id}).value'`,
      )})`;
      const colId = userDefColumnId(f.id);
      switch (f.dataTypeId) {
        case UserDefDataType.Integer:
        case UserDefDataType.Decimal:
          return num(colId, f.label, sql`(case when jsonb_typeof(${v}) = 'number' then (${v})::float8 end)`);
        case UserDefDataType.Date:
          return date(colId, f.label, sql`user_def_date(${v})`, { dateKind: 'calendar' });
        case UserDefDataType.YesNo:
          return yesNo(colId, f.label, sql`(case when jsonb_typeof(${v}) = 'boolean' then (${v})::boolean end)`);
        default:
          return text(colId, f.label, sql`(${v} #>> '{}')`);
      }
    });
}
