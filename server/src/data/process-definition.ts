/**
 * What a process definition (table `processes`, column `definition`) says: sequential nodes joined by edges. An
 * approval node names who decides (a role of the app, the initiator's department leader, or named people), how
 * (any one of them, or all must approve: countersign), when it applies at all (a condition on the record), which
 * fields its assignees may edit or not see, where a rejection may send the process, whether an approval needs a
 * handwritten signature, whether add-sign and reassign are allowed, and who is copied (CC) once it is approved.
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';

import type { DbOrTx } from '../db/index.js';
import { processes } from '../db/schema.js';
import { ApiError } from '../errors.js';

export const FieldAccess = z.enum(['edit', 'read', 'hidden']);
export type FieldAccess = z.infer<typeof FieldAccess>;

const Assignee = z.discriminatedUnion('type', [
  z.object({ type: z.literal('role'), role: z.enum(['ADMIN', 'SUB_ADMIN', 'MEMBER']) }),
  /** The leader of the initiator's department, or of the nearest department above it that has one. */
  z.object({ type: z.literal('leader') }),
  z.object({ type: z.literal('users'), userIds: z.array(z.string()).min(1) }),
]);
type Assignee = z.infer<typeof Assignee>;

const Condition = z.object({ field: z.string(), op: z.enum(['greater', 'less', 'equal']), value: z.number() });

export const ProcessNode = z.object({
  id: z.string(),
  type: z.enum(['start', 'approval', 'end']),
  name: z.string(),
  assignee: Assignee.optional(),
  /** any: the first assignee to decide decides for the node; all: every assignee must approve (countersign). */
  mode: z.enum(['any', 'all']).default('any'),
  /** The node applies only when the record matches; otherwise the process passes straight on. */
  when: Condition.optional(),
  /** Field key to access in this node; `*` is every other field; unnamed fields are read-only. */
  fields: z.record(z.string(), FieldAccess).default({}),
  /** Where a rejection may send the process: back to the initiator, or to the previous approval node. */
  rejectTo: z.array(z.enum(['initiator', 'previous'])).min(1).default(['initiator', 'previous']),
  signature: z.boolean().default(false),
  addSign: z.boolean().default(true),
  reassign: z.boolean().default(true),
  /** People notified (CC) when the node is approved. */
  cc: z.array(z.string()).default([]),
});
export type ProcessNode = z.infer<typeof ProcessNode>;

export const ProcessDefinition = z.object({
  key: z.string(),
  name: z.string(),
  nodes: z.array(ProcessNode).min(2),
  edges: z.array(z.object({ from: z.string(), to: z.string() })),
  /** People notified (CC) when the process completes. */
  cc: z.array(z.string()).default([]),
});
export type ProcessDefinition = z.infer<typeof ProcessDefinition>;

export function definitionOf(db: DbOrTx, appId: string, key: string): ProcessDefinition {
  const row = db.select().from(processes).where(and(eq(processes.appId, appId), eq(processes.key, key))).get();
  if (!row) throw ApiError.notFound('流程不存在');
  return ProcessDefinition.parse(row.definition);
}

export function nodeOf(def: ProcessDefinition, id: string): ProcessNode {
  const node = def.nodes.find((n) => n.id === id);
  if (!node) throw new Error(`process ${def.key}: no node ${id}`);
  return node;
}

export const startNodeOf = (def: ProcessDefinition): ProcessNode => {
  const start = def.nodes.find((n) => n.type === 'start');
  if (!start) throw new Error(`process ${def.key} has no start node`);
  return start;
};

/** Does a record's content meet a node's condition? A missing or non-numeric value does not. */
function meets(when: ProcessNode['when'], content: Record<string, unknown>): boolean {
  if (!when) return true;
  const value = Number(content[when.field]);
  if (content[when.field] === null || content[when.field] === undefined || Number.isNaN(value)) return false;
  if (when.op === 'greater') return value > when.value;
  if (when.op === 'less') return value < when.value;
  return value === when.value;
}

/** The next node after `fromId` that applies to the record (nodes whose condition fails are passed). */
export function nextNode(def: ProcessDefinition, fromId: string, content: Record<string, unknown>): ProcessNode {
  let current = fromId;
  for (let guard = 0; guard <= def.nodes.length; guard++) {
    const edge = def.edges.find((e) => e.from === current);
    if (!edge) break;
    const node = nodeOf(def, edge.to);
    if (node.type !== 'approval' || meets(node.when, content)) return node;
    current = node.id;
  }
  throw new Error(`process ${def.key}: no node after ${fromId}`);
}

/** A field's access in a node: named, else `*`, else read-only (editable at the start node: the initiator's resubmit). */
export const fieldAccess = (node: ProcessNode, key: string): FieldAccess =>
  node.fields[key] ?? node.fields['*'] ?? (node.type === 'start' ? 'edit' : 'read');
