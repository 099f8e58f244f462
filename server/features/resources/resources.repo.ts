/** Queries on the resources table. The listing queries never select the stored bytes. */
import { count, desc, eq } from 'drizzle-orm';
import type { PageQuery } from '@common/api/http.ts';
import type { Queryable } from '../../db/client.ts';
import { resources, users } from '../../db/schema/index.ts';

/** A resource row without its bytes, with its uploader (null once the account is gone). */
export interface ResourceListRow {
  id: number;
  fileName: string;
  title: string;
  description: string;
  sizeBytes: number;
  createdAt: Date;
  uploader: { id: number; name: string; userType: 'Student' | 'Mentor' } | null;
}

const listColumns = {
  id: resources.id,
  fileName: resources.fileName,
  title: resources.title,
  description: resources.description,
  sizeBytes: resources.sizeBytes,
  createdAt: resources.createdAt,
  uploader: { id: users.id, name: users.name, userType: users.userType },
};

/** Stores a resource; returns it (without the bytes) with its uploader. */
export async function insertResource(
  db: Queryable,
  resource: { fileName: string; title: string; description: string; data: Buffer; uploadedBy: number },
): Promise<ResourceListRow> {
  const [row] = await db
    .insert(resources)
    .values({ ...resource, contentType: 'application/pdf', sizeBytes: resource.data.length })
    .returning({ id: resources.id });
  const [created] = await listQuery(db).where(eq(resources.id, row!.id));
  return created!;
}

function listQuery(db: Queryable) {
  return db.select(listColumns).from(resources).leftJoin(users, eq(users.id, resources.uploadedBy));
}

/** A page of resources, newest first (ties by id, newest first; resources_created_idx). */
export function listResources(db: Queryable, page: PageQuery): Promise<ResourceListRow[]> {
  return listQuery(db).orderBy(desc(resources.createdAt), desc(resources.id)).limit(page.limit).offset(page.offset);
}

/** How many resources there are. */
export async function countResources(db: Queryable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(resources);
  return row?.n ?? 0;
}

/** The stored file of resource `id` (name, type, bytes), or undefined. */
export async function findResourceFile(db: Queryable, id: number) {
  const [row] = await db
    .select({ fileName: resources.fileName, contentType: resources.contentType, data: resources.data })
    .from(resources)
    .where(eq(resources.id, id))
    .limit(1);
  return row;
}

/** Who uploaded resource `id` (null once the account is gone), locked until the transaction ends, or undefined when there is no such resource. */
export async function lockResourceOwner(tx: Queryable, id: number): Promise<{ uploadedBy: number | null } | undefined> {
  const [row] = await tx.select({ uploadedBy: resources.uploadedBy }).from(resources).where(eq(resources.id, id)).for('update');
  return row;
}

/** Deletes resource `id` with its stored bytes (they live in the row). */
export async function deleteResource(tx: Queryable, id: number): Promise<void> {
  await tx.delete(resources).where(eq(resources.id, id));
}
