package dev.singletable.runtime;

/**
 * DynamoDB's attribute types, for a condition on the type an attribute is stored as ({@link
 * ConditionAttribute#type}): an attribute written by another program, or before a change of the
 * record, may hold another type than the mapper writes.
 */
public enum AttributeType {
  /** A string. */
  S,
  /** A number. */
  N,
  /** A binary. */
  B,
  /** A boolean. */
  BOOL,
  /** A null. */
  NULL,
  /** A string set. */
  SS,
  /** A number set. */
  NS,
  /** A binary set. */
  BS,
  /** A list. */
  L,
  /** A map. */
  M
}
