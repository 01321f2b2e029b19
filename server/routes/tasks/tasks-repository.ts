import type { Queryable } from '../../db/database.ts';
import type { Task } from './tasks-schemas.ts';

/** The spec's Task (docs/product-spec.md, Entities and their fields), plus buildingId so the app can filter without matching names. */
export type { Task } from './tasks-schemas.ts';

// Column list shared by both queries; `t` is the task row, `b` its building. Dates are formatted in
// SQL: PGlite hands back date columns as JS Dates, pg (as configured) as strings.
const TASK_COLUMNS = `
  t.id, t.task_name AS "taskName", t.extra_information AS "extraInformation",
  b.name AS building, t.building_id AS "buildingId", to_char(t.due_date, 'YYYY-MM-DD') AS "dueDate",
  t.is_completed AS "isCompleted", t.attachment AS attachement, to_char(t.created_on, 'YYYY-MM-DD') AS "taskCreated"`;

export async function listTasks(db: Queryable, buildingIds: readonly number[]): Promise<Task[]> {
  return db.query<Task>(
    `SELECT ${TASK_COLUMNS}
     FROM task t JOIN building b ON b.id = t.building_id
     WHERE t.building_id = ANY($1::int[])
     ORDER BY t.due_date, t.id`,
    [buildingIds],
  );
}

/** Sets the flag on a task of one of `buildingIds`; null when no such task is in scope. */
export async function setTaskCompleted(
  db: Queryable,
  change: { id: number; isCompleted: boolean; buildingIds: readonly number[] },
): Promise<Task | null> {
  const [task] = await db.query<Task>(
    `WITH t AS (
       UPDATE task SET is_completed = $2
       WHERE id = $1 AND building_id = ANY($3::int[])
       RETURNING *
     )
     SELECT ${TASK_COLUMNS} FROM t JOIN building b ON b.id = t.building_id`,
    [change.id, change.isCompleted, change.buildingIds],
  );
  return task ?? null;
}
